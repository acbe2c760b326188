import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { readSpanishNumber } from '@licita/domain';
import { NumberField, type NumberFieldProps } from './NumberField';

/** A field holding its own text, with the number the form would send under it. */
function Typed(props: Omit<NumberFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [text, setText] = useState(initial);
  const n = readSpanishNumber(text);
  return (
    <div className="w-72">
      <NumberField {...rest} value={text} onChange={(e) => setText(e.target.value)} />
      <p className="mt-1 text-xs text-slate-600" data-testid={`read-${rest.label}`}>
        Se guarda: {n === null ? '—' : String(n)}
      </p>
    </div>
  );
}

const meta: Meta<typeof NumberField> = {
  title: 'Componentes/Campo numérico',
  component: NumberField,
  args: {
    label: 'Presupuesto base de licitación (sin IVA)',
    value: '130000',
    display: 'money',
    suffix: '€',
    description: 'Según el pliego',
  },
};
export default meta;
type Story = StoryObj<typeof NumberField>;

/** Controls edit the props; the value is the text the form holds, shown es-ES when not edited. */
export const Basico: Story = { name: 'Básico', parameters: { expectText: 'Según el pliego' } };

/** Amounts typed as a Spanish spreadsheet shows them, each read as the number saved (the play function types another). */
export const ImportesEnEspanol: Story = {
  name: 'Importes escritos en español',
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <Typed label="Presupuesto base de licitación (sin IVA)" display="money" suffix="€" initial="130.000" />
      <Typed label="Precio ofertado (sin IVA)" display="money" suffix="€" initial="118.500,50" />
      <Typed label="Oferta 1" display="money" suffix="€" initial="1.234.567,8" />
      <Typed label="Beneficio (%)" suffix="%" initial="12,5" />
      <Typed label="Otra oferta" display="money" suffix="€" initial="1.23.4" />
      <Typed label="IVA (%)" suffix="%" initial="12,3,4" />
      <Typed label="Jornada" suffix="h" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('textbox', { name: 'Jornada' });
    await userEvent.type(hours, '37,5');
    await userEvent.tab();
    await expect(hours).toHaveValue('37,5');
    await expect(canvas.getByTestId('read-Jornada')).toHaveTextContent('Se guarda: 37.5');
  },
  parameters: { expectText: 'Se guarda: 118500.5' },
};

/** Text that is not a number: the field says why, naming itself. */
export const Incorrecto: Story = {
  name: 'Texto que no es un número',
  args: { label: 'Oferta 2', value: '1.23.4' },
  parameters: { expectText: 'Oferta 2: el punto separa los miles en grupos de tres cifras (130.000)' },
};
