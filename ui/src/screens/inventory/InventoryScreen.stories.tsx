import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryScreen, MaterialCostDialog } from './InventoryScreen';
import { AgreementStoryApp } from '../../testing/agreementStories';

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

export const Dialog: Story = {
  name: "Diálogo 'Añadir nuevo concepto' con errores",
  render: () => (
    <AgreementStoryApp options={{ path: '/inventory' }}>
      <MaterialCostDialog open initial={null} errors={{ name: 'Nombre requerido', amount: 'Valor requerido' }} onSubmit={() => undefined} onClose={() => undefined} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Añadir nuevo concepto' },
};
