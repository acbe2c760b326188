import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '@licita/application';
import { useService } from '../app/container';
import { Snackbar } from './Snackbar';

interface ShowArgs {
  message: string;
  severity: 'success' | 'error';
}

/** Shows the message through the Notifier, as a use case does; the Snackbar itself takes no props. */
function Show({ message, severity }: ShowArgs) {
  const notifier = useService(TOKENS.Notifier);
  useEffect(() => notifier.show(message, severity), [notifier, message, severity]);
  return <Snackbar />;
}

const meta: Meta<ShowArgs> = {
  title: 'Shell/Aviso (snackbar)',
  component: Snackbar,
  render: (args) => <Show {...args} />,
  argTypes: {
    message: { control: 'text', description: 'Texto del aviso, tal como lo muestra un caso de uso (en español).' },
    severity: {
      control: 'inline-radio',
      options: ['success', 'error'],
      description: 'success: confirmación en verde; error: fallo en rojo.',
    },
  },
};
export default meta;
type Story = StoryObj<ShowArgs>;

export const Error: Story = {
  name: 'Error',
  args: { message: 'Su usuario no tiene acceso al espacio de trabajo', severity: 'error' },
  parameters: { expectText: 'Su usuario no tiene acceso al espacio de trabajo' },
};
export const Success: Story = {
  name: 'Éxito',
  args: { message: 'Licitación actualizada', severity: 'success' },
  parameters: { expectText: 'Licitación actualizada' },
};
