import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@licita/application';
import { profileFakes } from '@licita/application/fakes';
import { AppRoutes } from '../../app/routes';
import { createFakeApp, FakeAppProvider } from '../../testing/fakeApp';
import { pendingInvitations } from '../../testing/data';
import { AppLayout } from '../../shell/Layout';
import { PasswordForm, ProfileDataForm, ProfileScreen } from './ProfileScreen';
import { MyInvitationsList } from './MyInvitations';

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

/** The profile call fails with a message (shown in the snackbar); the page says so. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: function LoadFailedStory() {
    const [app] = useState(() => {
      const a = createFakeApp({ loggedIn: true, path: '/profile' });
      profileFakes(a.backend).profileGateway.get = () =>
        Promise.reject(new ApiError(400, 'Error desconocido en el servidor', '/api/user/profile'));
      return a;
    });
    return (
      <FakeAppProvider app={app}>
        <AppLayout>
          <ProfileScreen />
        </AppLayout>
      </FakeAppProvider>
    );
  },
  parameters: { expectText: 'No se ha podido cargar tu perfil.' },
};

/** The forms alone: their props are args. */
type DataStory = StoryObj<typeof ProfileDataForm>;
type PasswordStory = StoryObj<typeof PasswordForm>;
const passwordForm: PasswordStory['render'] = (args) => <PasswordForm {...args} />;

export const Saving: DataStory = {
  name: 'Guardando datos',
  args: { profile: PROFILE, saving: true, onSubmit: () => undefined },
  render: (args) => <ProfileDataForm {...args} />,
  parameters: { expectText: 'Actualizar' },
};

export const PasswordEmpty: PasswordStory = {
  name: 'Contraseña: nueva vacía',
  args: { errors: { password: 'La nueva contraseña no puede estar vacía' }, onSubmit: () => undefined },
  render: passwordForm,
  parameters: { expectText: 'La nueva contraseña no puede estar vacía' },
};

export const PasswordMismatch: PasswordStory = {
  name: 'Contraseña: no coinciden',
  args: { errors: { repeat: 'Las contraseñas no coinciden' }, onSubmit: () => undefined },
  render: passwordForm,
  parameters: { expectText: 'Las contraseñas no coinciden' },
};

export const PasswordWrongOld: PasswordStory = {
  name: 'Contraseña: la actual no es correcta',
  args: { errors: { old_password: 'La contraseña actual no es correcta' }, onSubmit: () => undefined },
  render: passwordForm,
  parameters: { expectText: 'La contraseña actual no es correcta' },
};

/** An administrator invited this account to two workspaces: nothing joins until it accepts. */
export const PendingInvitations: StoryObj<typeof MyInvitationsList> = {
  name: 'Invitaciones pendientes',
  args: { invitations: pendingInvitations(), busy: null, onAnswer: () => undefined },
  render: (args) => <MyInvitationsList {...args} />,
  parameters: { expectText: '«Limpiezas del Norte» con el rol Editor, de jefa@norte.es' },
};
