import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgreementListScreen } from './AgreementListScreen';
import { AgreementStoryApp } from '../../testing/agreementStories';
import { serverFailure } from '../../testing/fakeApp';

const meta: Meta<typeof AgreementListScreen> = {
  title: 'Pantallas/Convenios/Lista',
  component: AgreementListScreen,
  args: { initialSearch: '' },
  argTypes: { initialSearch: { control: 'text', description: 'Texto de búsqueda con el que se abre la lista' } },
};
export default meta;
type Story = StoryObj<typeof AgreementListScreen>;

export const Admin: Story = {
  name: 'Con convenios (Administrador)',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements' }}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Limpieza Ávila 2024-2027' },
};

export const Lector: Story = {
  name: 'Lector (sin crear, editar, duplicar ni eliminar)',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements', role: 'lector' }}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Limpieza de edificios y locales' },
};

export const Empty: Story = {
  name: 'Vacía',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements' }} data={(f) => (f.agreements = [])}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'No hay ningún convenio todavía' },
};

export const SearchEmpty: Story = {
  name: 'Búsqueda sin resultados',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements' }}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  args: { initialSearch: 'zzz' },
  parameters: { expectText: 'Ningún convenio cumple los criterios de búsqueda' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements', backend: { latency: Infinity } }}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Cargando convenios…' },
};

/** The list call fails: the page says so and the snackbar carries the server's message. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements' }} data={(f) => (f.gateway.list = () => serverFailure('/api/agreement'))}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'No se han podido cargar los convenios' },
};

/** The shared agreements under 'Convenios de referencia', apart: territory, validity, source and its check pending. */
export const References: Story = {
  name: 'Convenios de referencia (pendientes de comprobar)',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreements' }}>
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Cifras de referencia pendientes de comprobar con el boletín' },
};

/** A reference agreement an operator checked against its bulletin says who and when. */
export const ReferenceVerified: Story = {
  name: 'Convenio de referencia comprobado',
  render: (args) => (
    <AgreementStoryApp
      options={{ path: '/agreements' }}
      data={(f) => {
        const [base] = f.agreements;
        f.agreements[0] = { ...base, reference: { ...base.reference!, verified: { by: 'Ana Gil', date: '2026-11-20' } } };
      }}
    >
      <AgreementListScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Comprobado con el boletín por Ana Gil el 20/11/2026' },
};
