import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPublicLayout, publicRoute } from './account/publicStories';
import { LoginForm } from './LoginScreen';

const meta: Meta<typeof LoginForm> = {
  title: 'Pantallas/Login',
  component: LoginForm,
  args: { onSubmit: () => undefined },
  decorators: [inPublicLayout],
};
export default meta;
type Story = StoryObj<typeof LoginForm>;

/** The whole /login route (storage cleared on load). */
export const Idle: Story = {
  name: 'En reposo',
  ...publicRoute('/login', 'Recuérdame'),
};

export const Error: Story = {
  name: 'Credenciales incorrectas',
  args: { error: 'Usuario o contraseña incorrectos', initialEmail: 'admin@demo.es' },
  parameters: { expectText: 'Usuario o contraseña incorrectos' },
};

export const Loading: Story = {
  name: 'Iniciando sesión',
  args: { loading: true, initialEmail: 'admin@demo.es' },
  parameters: { expectText: 'Iniciar sesión' },
};
