import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb, Button, EmptyState, PageLoading, SupportContact } from './ui';

const meta: Meta = { title: 'Componentes/Básicos', component: Button, subcomponents: { Breadcrumb, EmptyState, PageLoading } };
export default meta;

export const Buttons: StoryObj = {
  name: 'Botones',
  render: () => (
    <div className="flex gap-3 p-6">
      <Button>Crear</Button>
      <Button variant="secondary">Cancelar</Button>
      <Button variant="danger">Sí, eliminar</Button>
      <Button loading>Guardando</Button>
    </div>
  ),
  parameters: { expectText: 'Sí, eliminar' },
};

export const Breadcrumbs: StoryObj = {
  name: 'Ruta de navegación',
  render: () => (
    <div className="p-6">
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Licitaciones', href: '/projects' }, { label: 'Limpieza' }]} />
    </div>
  ),
  parameters: { expectText: 'Limpieza' },
};

export const Empty: StoryObj = {
  name: 'Estado vacío',
  render: () => (
    <div className="p-6">
      <EmptyState title="No hay simulaciones" subtitle="Crea una nueva" />
    </div>
  ),
  parameters: { expectText: 'Crea una nueva' },
};

export const Loading: StoryObj = { name: 'Cargando', render: () => <PageLoading />, parameters: { expectText: 'Cargando…' } };

export const Support: StoryObj = {
  name: 'Contacto de soporte',
  render: () => (
    <div className="p-6">
      <SupportContact />
    </div>
  ),
  parameters: { expectText: 'soporte@licita.es' },
};
