import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_WORKSPACE } from '@licita/application/fakes';
import { AppLayout } from './Layout';
import { Sidebar, SIDEBAR_STORAGE_KEY } from './Sidebar';
import { PlaceholderScreen } from '../screens/PlaceholderScreen';

const meta: Meta = {
  title: 'Shell/Barra superior y menú lateral',
  component: AppLayout,
  subcomponents: { Sidebar },
  render: () => (
    <AppLayout>
      <PlaceholderScreen title="Contenido" />
    </AppLayout>
  ),
};
export default meta;
type Story = StoryObj;

const ws = (max: number | null, executed: number, added: number) => [
  { ...DEMO_WORKSPACE, max_simulations: max, simulations_executed: executed, simulations_added_from_last_month: added },
  { ...DEMO_WORKSPACE, id: 'ws-2', name: 'Limpiezas del Norte' },
];

// The quota shows in the open menu's footer; below 1024 px the menu starts collapsed, so these stories open it as a
// user would (the choice is remembered in the browser's storage).
const menuOpen = { [SIDEBAR_STORAGE_KEY]: 'open' };

export const WithQuota: Story = {
  name: 'Con cuota (3 de 12)',
  parameters: {
    app: { loggedIn: true, path: '/projects', backend: { workspaces: ws(10, 3, 2) }, storage: menuOpen },
    expectText: 'Simulaciones lanzadas: 3 de 12',
  },
};
export const Unlimited: Story = {
  name: 'Sin límite',
  parameters: {
    app: { loggedIn: true, path: '/projects', backend: { workspaces: ws(null, 7, 0) }, storage: menuOpen },
    expectText: 'Simulaciones lanzadas: 7 (sin límite)',
  },
};
export const Zero: Story = {
  name: 'Sin simulaciones (0 de 0)',
  parameters: {
    app: { loggedIn: true, path: '/projects', backend: { workspaces: ws(0, 0, 0) }, storage: menuOpen },
    expectText: 'Simulaciones lanzadas: 0 de 0',
  },
};
export const WithoutQuota: Story = {
  name: 'Sin cuota (espacio cargando)',
  parameters: { app: { loggedIn: true, path: '/projects', backend: { latency: Infinity } }, expectText: 'Licitaciones' },
};
