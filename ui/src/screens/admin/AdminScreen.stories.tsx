import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_ADMIN_STATE, type AdminState } from '@licita/application';
import { DEMO_WORKSPACE, fakeInvitations, fakeWorkspaceUsers } from '@licita/application/fakes';
import { AppRoutes } from '../../app/routes';
import { AppLayout } from '../../shell/Layout';
import { AdminScreen, AdminView } from './AdminScreen';

const ROLES = [
  { id: 'role-admin', name: 'Administrador' },
  { id: 'role-editor', name: 'Editor' },
  { id: 'role-lector', name: 'Lector' },
];
const ready = (p: Partial<AdminState> = {}): AdminState => ({
  ...INITIAL_ADMIN_STATE,
  status: 'ready',
  workspace: DEMO_WORKSPACE,
  adminWorkspaces: [
    { id: DEMO_WORKSPACE.id, name: 'Demo', role_id: 'role-admin' },
    { id: 'ws-2', name: 'Limpiezas del Norte', role_id: 'role-admin' },
  ],
  users: fakeWorkspaceUsers(),
  invitations: fakeInvitations(),
  roles: ROLES,
  ...p,
});
/** Stories of the view: its state is an arg (Controls edits it as JSON). */
type ViewStory = StoryObj<typeof AdminView>;
const view = (state: AdminState, extra: { actionError?: string } = {}): Pick<ViewStory, 'args' | 'render'> => ({
  args: { state, onSelectWorkspace: () => undefined, onEdit: () => undefined, ...extra },
  render: (args) => (
    <AppLayout>
      <AdminView {...args} />
    </AppLayout>
  ),
});

const meta: Meta<typeof AdminScreen> = {
  title: 'Pantallas/Administración',
  component: AdminScreen,
  render: () => (
    <AppLayout>
      <AdminScreen />
    </AppLayout>
  ),
};
export default meta;
type Story = StoryObj<typeof AdminScreen>;

export const Administrator: Story = {
  name: 'Administrador (usuarios y roles)',
  parameters: { app: { loggedIn: true, path: '/admin' }, expectText: 'baja@demo.es (Desactivado)' },
};

export const Quota: Story = {
  name: 'Información de tu cuenta',
  parameters: { app: { loggedIn: true, path: '/admin' }, expectText: 'Simulaciones consumidas / contratadas: 3/12' },
};

export const Refused: Story = {
  name: 'Sin permiso (Editor)',
  parameters: {
    app: { loggedIn: true, role: 'editor', path: '/admin' },
    expectText: 'No tienes permiso para gestionar los usuarios',
  },
};

export const FromRoute: Story = {
  name: 'Desde /admin (Lector)',
  render: () => <AppRoutes />,
  parameters: {
    app: { loggedIn: true, role: 'lector', path: '/admin' },
    expectText: 'No tienes permiso para gestionar los usuarios',
  },
};

export const Loading: ViewStory = {
  name: 'Cargando',
  ...view({ ...INITIAL_ADMIN_STATE }),
  parameters: { app: { loggedIn: true }, expectText: 'Cargando administración…' },
};

export const Empty: ViewStory = {
  name: 'Sin usuarios',
  ...view(ready({ users: [] })),
  parameters: { app: { loggedIn: true }, expectText: 'No existen datos para mostrar' },
};

export const Unlimited: ViewStory = {
  name: 'Cuota ilimitada, varios espacios',
  ...view(ready({ workspace: { ...DEMO_WORKSPACE, max_simulations: null } })),
  parameters: { app: { loggedIn: true }, expectText: 'Limpiezas del Norte' },
};

export const ListError: ViewStory = {
  name: 'Error al cargar usuarios',
  ...view(ready({ status: 'error', users: [], error: 'Error desconocido en el servidor' })),
  parameters: { app: { loggedIn: true }, expectText: 'Error desconocido en el servidor' },
};

export const PendingInvitations: ViewStory = {
  name: 'Invitaciones pendientes (una caducada)',
  ...view(ready()),
  parameters: { app: { loggedIn: true }, expectText: 'Caducada' },
};

export const NoInvitations: ViewStory = {
  name: 'Sin invitaciones pendientes',
  ...view(ready({ invitations: [] })),
  parameters: { app: { loggedIn: true }, expectText: 'No hay invitaciones pendientes' },
};

export const LastAdministratorRefused: ViewStory = {
  name: 'Desactivar al último administrador',
  ...view(ready(), { actionError: 'El espacio de trabajo debe conservar al menos un administrador' }),
  parameters: { app: { loggedIn: true }, expectText: 'El espacio de trabajo debe conservar al menos un administrador' },
};

export const WithInviteButton: Story = {
  name: 'Administrador: botón Invitar',
  parameters: { app: { loggedIn: true, path: '/admin' }, expectText: 'nuevo@demo.es' },
};

export const Bidder: Story = {
  name: 'Datos de la empresa (licitador de las justificaciones)',
  parameters: {
    app: { loggedIn: true, path: '/admin' },
    expectText: 'El licitador que firma la justificación de las ofertas de este espacio de trabajo.',
  },
};
