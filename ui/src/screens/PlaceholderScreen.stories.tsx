import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../app/routes';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta: Meta = { title: 'Pantallas/Próximamente', component: PlaceholderScreen, render: () => <AppRoutes /> };
export default meta;
type Story = StoryObj;

export const Calendario: Story = {
  parameters: { app: { path: '/calendar', loggedIn: true }, expectText: 'Disponible próximamente' },
};
export const NuevaLicitacion: Story = {
  name: 'Nueva licitación',
  parameters: { app: { path: '/newproject', loggedIn: true }, expectText: 'Disponible próximamente' },
};
