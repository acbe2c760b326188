import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryScreen, MaterialCostDialog } from './InventoryScreen';
import { AgreementStoryApp } from '../../testing/agreementStories';
import { serverFailure } from '../../testing/fakeApp';

const meta: Meta<typeof InventoryScreen> = { title: 'Pantallas/Costes materiales', component: InventoryScreen };
export default meta;
type Story = StoryObj<typeof InventoryScreen>;

export const Full: Story = {
  name: 'Con costes (Administrador)',
  render: () => (
    <AgreementStoryApp options={{ path: '/inventory' }}>
      <InventoryScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: '1.234,50 €' },
};

export const Lector: Story = {
  name: 'Lector (solo lectura)',
  render: () => (
    <AgreementStoryApp options={{ path: '/inventory', role: 'lector' }}>
      <InventoryScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Porcentaje del coste salarial' },
};

export const Empty: Story = {
  name: 'Vacía',
  render: () => (
    <AgreementStoryApp options={{ path: '/inventory' }} data={(f) => (f.materialCosts = [])}>
      <InventoryScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <AgreementStoryApp options={{ path: '/inventory', backend: { latency: Infinity } }}>
      <InventoryScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Cargando costes…' },
};

/** The catalogue call fails: the page says so and the snackbar carries the server's message. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: () => (
    <AgreementStoryApp
      options={{ path: '/inventory' }}
      data={(f) => (f.materialCostGateway.list = () => serverFailure('/api/material_cost'))}
    >
      <InventoryScreen />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'No se han podido cargar los costes materiales' },
};

/** The dialog alone; its props are args (open, the values shown, the field errors). */
export const Dialog: StoryObj<typeof MaterialCostDialog> = {
  name: "Diálogo 'Añadir nuevo concepto' con errores",
  args: {
    open: true,
    initial: null,
    saving: false,
    errors: { name: 'Nombre requerido', amount: 'Valor requerido' },
    onSubmit: () => undefined,
    onClose: () => undefined,
  },
  render: (args) => (
    <AgreementStoryApp options={{ path: '/inventory' }}>
      <MaterialCostDialog {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Añadir nuevo concepto' },
};
