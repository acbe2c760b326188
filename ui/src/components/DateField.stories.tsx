import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField, type DateFieldProps } from './DateField';

/** A field holding its own value, with what the form would send under it. */
function Held(props: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="w-72">
      <DateField {...rest} value={value} onChange={setValue} />
      <p className="mt-1 text-xs text-slate-600">Se guarda: {value || '—'}</p>
    </div>
  );
}

const meta: Meta<typeof DateField> = {
  title: 'Componentes/Campo de fecha',
  component: DateField,
  args: { label: 'Fecha de inicio del servicio', value: '2025-03-01', onChange: () => undefined },
};
export default meta;
type Story = StoryObj<typeof DateField>;

/** Controls edit the props; the value is the form's "AAAA-MM-DD", shown dd/mm/aaaa. */
export const Basico: Story = {
  name: 'Básico',
  render: (args) => <Held {...args} initial={args.value} />,
  parameters: { expectText: 'Fecha de inicio del servicio' },
};

export const Vacio: Story = {
  name: 'Vacío (dd/mm/aaaa)',
  render: () => <Held label="Fecha de antigüedad" />,
  parameters: { expectText: 'Fecha de antigüedad' },
};

export const FechaInexistente: Story = {
  name: 'Fecha que no existe',
  render: () => <Held label="Fecha de inicio del servicio" initial="31/02/2025" />,
  parameters: { expectText: 'no existe' },
};

export const ConLimites: Story = {
  name: 'Con primer y último día (periodos del servicio)',
  render: () => <Held label="Periodo: desde" min="2025-01-01" max="2025-12-31" initial="2026-01-15" />,
  parameters: { expectText: 'elige un día desde el 01/01/2025 hasta el 31/12/2025' },
};

export const Desactivado: Story = {
  name: 'Desactivado',
  render: () => <Held label="Fecha de inicio del servicio" initial="2025-03-01" disabled />,
  parameters: { expectText: 'Fecha de inicio del servicio' },
};
