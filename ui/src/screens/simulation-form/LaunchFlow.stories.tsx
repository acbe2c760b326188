import type { Meta, StoryObj } from '@storybook/react-vite';
import { salarySpreadWarnings } from '@licita/domain';
import { LaunchDialogView, type LaunchDialogState } from './LaunchFlow';

const meta: Meta = { title: 'Formulario de simulación/Lanzar simulación', component: LaunchDialogView };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const dialog = (state: LaunchDialogState) => (
  <LaunchDialogView open state={state} onConfirm={noop} onIgnore={noop} onClose={noop} />
);

export const Confirm: Story = {
  name: 'Confirmación',
  render: () => dialog({ phase: 'confirm' }),
  parameters: { expectText: '¿Quieres continuar?' },
};
export const Validating: Story = {
  name: 'Validando',
  render: () => dialog({ phase: 'validating' }),
  parameters: { expectText: 'Validando simulación' },
};
export const Findings: Story = {
  name: 'Validando: errores y avisos',
  render: () =>
    dialog({
      phase: 'findings',
      findings: [
        { message: 'Hay subrogados sin centro: José García', error_code: 1, section: 'subrogate' },
        {
          message: 'El puesto Cristalero no tiene ninguna categoría que pueda realizarlo',
          error_code: null,
          section: 'category_positions',
        },
        { message: 'Luis Gómez tiene más horas de las que permite el convenio', error_code: null, section: 'subrogate' },
      ],
    }),
  parameters: { expectText: 'Corrige los errores en el formulario para poder lanzar la simulación.' },
};
export const WarningsOnly: Story = {
  name: 'Validando: solo avisos',
  render: () =>
    dialog({
      phase: 'findings',
      findings: [
        { message: 'Luis Gómez tiene más horas de las que permite el convenio', error_code: null, section: 'subrogate' },
      ],
    }),
  parameters: { expectText: 'Ignorar y lanzar' },
};
// The warning launch gives when one position can be filled by categories whose salaries differ by more than 15 %.
const salaryWarning = salarySpreadWarnings([
  {
    position: 'Limpieza',
    categories: [
      { name: 'Limpiador/a', salary_year: 17_280 },
      { name: 'Aspirante Administrativo', salary_year: 14_520 },
      { name: 'Especialista', salary_year: 18_950.4 },
    ],
  },
])[0]!;
export const SalarySpread: Story = {
  name: 'Validando: aviso de salarios distintos en un puesto',
  render: () =>
    dialog({ phase: 'findings', findings: [{ message: salaryWarning, error_code: null, section: 'category_positions' }] }),
  parameters: { expectText: 'el cálculo contratará la más barata, Aspirante Administrativo' },
};
export const Clean: Story = {
  name: 'Datos correctos (lanzamiento automático)',
  render: () => dialog({ phase: 'clean' }),
  parameters: { expectText: 'se lanzará en unos instantes' },
};
export const Launching: Story = {
  name: 'Lanzando',
  render: () => dialog({ phase: 'launching' }),
  parameters: { expectText: 'Lanzando simulación…' },
};
