import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../app/routes';
import { TenderDetailScreen, TenderDetailView } from './TenderDetailScreen';
import { fullBackend, PROJECT_ID } from '../testing/data';
import { fakeProjects } from '@licita/application/fakes';
import { PreparedApp, serverFailure } from '../testing/fakeApp';

const meta: Meta = {
  title: 'Pantallas/Detalle de licitación',
  component: TenderDetailScreen,
  subcomponents: { TenderDetailView },
  render: () => <AppRoutes />,
};
export default meta;
type Story = StoryObj;

export const Full: Story = {
  name: 'Con estudios previos y simulaciones',
  parameters: {
    app: { loggedIn: true, path: `/projects/${PROJECT_ID}`, backend: fullBackend() },
    expectText: 'Simulación completada',
  },
};

export const PreviousStudyActions: Story = {
  name: 'Estudios previos: acciones del administrador',
  parameters: {
    app: { loggedIn: true, path: `/projects/${PROJECT_ID}`, backend: fullBackend() },
    expectText: 'Nuevo estudio previo',
  },
};

export const ReadOnly: Story = {
  name: 'Lector (sin acciones)',
  parameters: {
    app: { loggedIn: true, role: 'lector', path: `/projects/${PROJECT_ID}`, backend: fullBackend() },
    expectText: 'Estudios previos',
  },
};

export const Empty: Story = {
  name: 'Vacía',
  parameters: {
    app: { loggedIn: true, path: '/projects/p-0001', backend: { projects: fakeProjects(1) } },
    expectText: 'No hay estudios previos aún',
  },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: {
    app: { loggedIn: true, path: `/projects/${PROJECT_ID}`, backend: { ...fullBackend(), latency: Infinity } },
    expectText: 'Cargando licitación…',
  },
};

/** The tender cannot be read: 'No se ha podido cargar la licitación', and the server's message in the snackbar. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: () => (
    <PreparedApp
      options={{ loggedIn: true, path: `/projects/${PROJECT_ID}`, backend: fullBackend() }}
      prepare={(a) => (a.backend.tenders.get = () => serverFailure(`/api/project/${PROJECT_ID}`))}
    >
      <AppRoutes />
    </PreparedApp>
  ),
  parameters: { expectText: 'No se ha podido cargar la licitación' },
};
