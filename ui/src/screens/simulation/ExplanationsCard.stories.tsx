import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoExplanations } from '@licita/application/fakes';
import { ExplanationsCard } from './ExplanationsCard';

const meta: Meta<typeof ExplanationsCard> = {
  title: 'Simulación/Por qué esta plantilla',
  component: ExplanationsCard,
  decorators: [(Story) => <div className="max-w-5xl bg-slate-50 p-6">{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ExplanationsCard>;

export const SeveralGroups: Story = {
  name: 'Varias agrupaciones',
  args: { explanations: demoExplanations() },
  parameters: { expectText: 'queda 6 h semanales sin trabajo: el convenio limita la jornada a 9 h diarias' },
};

export const ExtraHire: Story = {
  name: 'Una contratación de más por el descanso',
  args: {
    explanations: [
      {
        center_group: '1',
        position_id: 'p-1',
        position: 'Limpieza',
        items: [
          {
            code: 'extra_hire',
            rules: ['rest_between_days'],
            message:
              '2 contrataciones nuevas de Limpiador/a para 40 h semanales, aunque por horas bastaría 1: el convenio exige 12 h de descanso entre jornadas.',
            numbers: { hires: 2, hours: 40, hires_by_hours: 1, smallest_hire_hours: 16, rest_hours: 12 },
            worker: 'Limpiador/a · 2',
          },
        ],
      },
    ],
  },
  parameters: { expectText: 'aunque por horas bastaría 1' },
};

export const ManyPages: Story = {
  name: 'Muchas explicaciones, por páginas',
  args: {
    explanations: [
      {
        center_group: '1',
        position_id: 'p-1',
        position: 'Limpieza',
        items: Array.from({ length: 120 }, (_, i) => ({
          code: 'idle_surrogate',
          rules: ['contract'],
          message: `Persona ${i + 1} queda 2 h semanales sin trabajo: ningún bloque pendiente cabe en las horas que le quedan.`,
          numbers: { idle_hours: 2 },
          worker: `Persona ${i + 1}`,
        })),
      },
    ],
  },
  parameters: { expectText: '1–50 de 120 explicaciones' },
};
