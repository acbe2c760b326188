import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeField, type TimeFieldProps } from './TimeField';

function Held(props: Omit<TimeFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="w-48">
      <TimeField {...rest} value={value} onChange={setValue} />
      <p className="mt-1 text-xs text-slate-600">Se guarda: {value || '—'}</p>
    </div>
  );
}

const meta: Meta<typeof TimeField> = {
  title: 'Componentes/Campo de hora',
  component: TimeField,
  args: { label: 'Inicio del turno', value: '07:00', onChange: () => undefined },
};
export default meta;
type Story = StoryObj<typeof TimeField>;

/** Controls edit the props; 24 hours, HH:MM. */
export const Basico: Story = {
  name: 'Básico',
  render: (args) => <Held {...args} initial={args.value} />,
  parameters: { expectText: 'Inicio del turno' },
};

export const Vacio: Story = {
  name: 'Vacío (HH:MM)',
  render: () => <Held label="Fin del turno" />,
  parameters: { expectText: 'Fin del turno' },
};

export const HoraIncorrecta: Story = {
  name: 'Hora incorrecta',
  render: () => <Held label="Hora de fin" initial="25:00" />,
  parameters: { expectText: 'de 00:00 a 23:59' },
};
