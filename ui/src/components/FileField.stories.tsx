import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileField } from './FileField';

const meta: Meta<typeof FileField> = {
  title: 'Componentes/Campo de fichero',
  component: FileField,
  args: { label: 'Fichero (.xlsx)', accept: '.xlsx', description: 'Libro de Excel (.xlsx)', onChange: () => undefined },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof FileField>;

/** Controls edit the props; the browser's own picker never shows, whatever its language. */
export const SinFichero: Story = { name: 'Sin fichero', parameters: { expectText: 'Ningún archivo seleccionado' } };

export const ParaSoltar: Story = {
  name: 'Con zona para soltar',
  args: {
    label: 'Fichero del convenio',
    accept: 'application/pdf,.pdf',
    description: undefined,
    dropHint: 'También puedes arrastrar el convenio hasta aquí',
  },
  parameters: { expectText: 'arrastrar el convenio' },
};

export const ConError: Story = {
  name: 'Fichero rechazado',
  args: { error: 'El fichero no es un libro de Excel (.xlsx)' },
  parameters: { expectText: 'no es un libro de Excel' },
};

export const Desactivado: Story = {
  name: 'Desactivado',
  args: { disabled: true },
  parameters: { expectText: 'Seleccionar archivo' },
};
