import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '@licita/application';
import { useService } from '../app/container';
import { Snackbar } from './Snackbar';

function Show({ message, severity }: { message: string; severity: 'success' | 'error' }) {
  const notifier = useService(TOKENS.Notifier);
  useEffect(() => notifier.show(message, severity), [notifier, message, severity]);
  return <Snackbar />;
}

const meta: Meta<typeof Show> = { title: 'Shell/Aviso (snackbar)', component: Show };
export default meta;
type Story = StoryObj<typeof Show>;

export const Error: Story = { name: 'Error', args: { message: 'Su usuario no tiene acceso al espacio de trabajo', severity: 'error' }, parameters: { expectText: 'Su usuario no tiene acceso al espacio de trabajo' } };
export const Success: Story = { name: 'Éxito', args: { message: 'Licitación actualizada', severity: 'success' }, parameters: { expectText: 'Licitación actualizada' } };
