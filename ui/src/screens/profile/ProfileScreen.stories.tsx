import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../../app/routes';
import { AppLayout } from '../../shell/Layout';
import { PasswordForm, ProfileDataForm, ProfileScreen } from './ProfileScreen';

const PROFILE = { email: 'admin@demo.es', name: 'Ana', first_surname: 'García', second_surname: 'López' };

const meta: Meta<typeof ProfileScreen> = {
  title: 'Pantallas/Perfil',
  component: ProfileScreen,
  render: () => (
    <AppLayout>
      <ProfileScreen />
    </AppLayout>
  ),
};
export default meta;
type Story = StoryObj<typeof ProfileScreen>;

export const Loaded: Story = {
  name: 'Cargado',
  parameters: { app: { loggedIn: true, path: '/profile' }, expectText: 'Segundo apellido' },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: { app: { loggedIn: true, path: '/profile', backend: { latency: Infinity } }, expectText: 'Cargando perfil…' },
};

/** Through the router, as the avatar menu's 'Mi perfil' opens it. */
export const FromRoute: Story = {
  name: 'Desde /profile',
  render: () => <AppRoutes />,
  parameters: { app: { loggedIn: true, path: '/profile' }, expectText: 'Contraseña actual' },
};

export const Saving: Story = {
  name: 'Guardando datos',
  render: () => <ProfileDataForm profile={PROFILE} saving onSubmit={() => undefined} />,
  parameters: { expectText: 'Actualizar' },
};

export const PasswordEmpty: Story = {
  name: 'Contraseña: nueva vacía',
  render: () => <PasswordForm errors={{ password: 'La nueva contraseña no puede estar vacía' }} onSubmit={() => undefined} />,
  parameters: { expectText: 'La nueva contraseña no puede estar vacía' },
};

export const PasswordMismatch: Story = {
  name: 'Contraseña: no coinciden',
  render: () => <PasswordForm errors={{ repeat: 'Las contraseñas no coinciden' }} onSubmit={() => undefined} />,
  parameters: { expectText: 'Las contraseñas no coinciden' },
};

export const PasswordWrongOld: Story = {
  name: 'Contraseña: la actual no es correcta',
  render: () => <PasswordForm errors={{ old_password: 'La contraseña actual no es correcta' }} onSubmit={() => undefined} />,
  parameters: { expectText: 'La contraseña actual no es correcta' },
};
