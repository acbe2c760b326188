import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgreementListScreen } from './AgreementListScreen';
import { AgreementStoryApp } from '../../testing/agreementStories';

const meta: Meta<typeof AgreementListScreen> = { title: 'Pantallas/Convenios/Lista', component: AgreementListScreen };
export default meta;
type Story = StoryObj<typeof AgreementListScreen>;

export const Admin: Story = {
  name: 'Con convenios (Administrador)',
  render: () => (
    <AgreementStoryApp options={{ path: '/agreements' }}>
      <AgreementListScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Limpieza Ávila 2024-2027' },
};

export const Lector: Story = {
  name: 'Lector (sin crear, editar, duplicar ni eliminar)',
  render: () => (
    <AgreementStoryApp options={{ path: '/agreements', role: 'lector' }}>
      <AgreementListScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Limpieza de edificios y locales' },
};

export const Empty: Story = {
  name: 'Vacía',
  render: () => (
    <AgreementStoryApp options={{ path: '/agreements' }} data={(f) => (f.agreements = [])}>
      <AgreementListScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'No hay ningún convenio todavía' },
};

export const SearchEmpty: Story = {
  name: 'Búsqueda sin resultados',
  render: () => (
    <AgreementStoryApp options={{ path: '/agreements' }}>
      <AgreementListScreen initialSearch="zzz" />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Ningún convenio cumple los criterios de búsqueda' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <AgreementStoryApp options={{ path: '/agreements', backend: { latency: Infinity } }}>
      <AgreementListScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Cargando convenios…' },
};
