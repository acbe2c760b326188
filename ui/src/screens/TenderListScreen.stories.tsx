import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../app/routes';
import { AppLayout } from '../shell/Layout';
import { TenderListScreen } from './TenderListScreen';
import { fullBackend } from '../testing/data';
import { PreparedApp, serverFailure } from '../testing/fakeApp';

const meta: Meta<typeof TenderListScreen> = {
  title: 'Pantallas/Licitaciones',
  component: TenderListScreen,
  args: { initialSearch: '' },
  argTypes: { initialSearch: { control: 'text', description: 'Texto de búsqueda con el que se abre la lista' } },
  render: (args) => (
    <AppLayout>
      <TenderListScreen {...args} />
    </AppLayout>
  ),
};
export default meta;
type Story = StoryObj<typeof TenderListScreen>;

export const Full: Story = {
  name: 'Con licitaciones (Administrador)',
  parameters: { app: { loggedIn: true, path: '/projects', backend: fullBackend() }, expectText: 'Licitación 40' },
};

export const Empty: Story = {
  name: 'Vacía',
  parameters: { app: { loggedIn: true, path: '/projects' }, expectText: 'No hay ninguna licitación todavía' },
};

export const SearchEmpty: Story = {
  name: 'Búsqueda sin resultados',
  args: { initialSearch: 'zzz' },
  parameters: {
    app: { loggedIn: true, path: '/projects', backend: fullBackend() },
    expectText: 'Ninguna licitación cumple los criterios de búsqueda',
  },
};

export const Lector: Story = {
  name: 'Lector (sin crear, editar ni eliminar)',
  parameters: { app: { loggedIn: true, role: 'lector', path: '/projects', backend: fullBackend() }, expectText: 'Licitación 40' },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: {
    app: { loggedIn: true, path: '/projects', backend: { latency: Infinity } },
    expectText: 'Cargando licitaciones…',
  },
};

/** The list call fails: the page says so and the snackbar carries the server's message. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: (args) => (
    <PreparedApp
      options={{ loggedIn: true, path: '/projects', backend: fullBackend() }}
      prepare={(a) => (a.backend.tenders.list = () => serverFailure('/api/project'))}
    >
      <AppLayout>
        <TenderListScreen {...args} />
      </AppLayout>
    </PreparedApp>
  ),
  parameters: { expectText: 'No se han podido cargar las licitaciones' },
};

/** Through the router: / redirects to /projects. */
export const FromRoot: Story = {
  name: 'Desde / (redirige a /projects)',
  render: () => <AppRoutes />,
  parameters: { app: { loggedIn: true, path: '/', backend: fullBackend() }, expectText: 'Licitación 39' },
};
