import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../app/routes';
import { ConnectionLostScreen, NotFoundScreen } from './ErrorScreens';

const meta: Meta = {
  title: 'Pantallas/Errores',
  component: NotFoundScreen,
  subcomponents: { ConnectionLostScreen },
  render: () => <AppRoutes />,
};
export default meta;
type Story = StoryObj;

export const NotFound404: Story = {
  name: '404',
  parameters: { app: { path: '/404' }, expectText: 'Error 404, Página no encontrada' },
};

export const ConnectionLost: Story = {
  name: 'Conexión perdida (/notfound)',
  parameters: { app: { path: '/notfound', loggedIn: true }, expectText: 'Has perdido la conexión con el servidor' },
};

export const UnknownRoute: Story = {
  name: 'Ruta desconocida → 404',
  parameters: { app: { path: '/no-existe', loggedIn: true }, expectText: 'Error 404, Página no encontrada' },
};
