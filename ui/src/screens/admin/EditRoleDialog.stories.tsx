import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditRoleDialog } from './EditRoleDialog';

const ROLES = [
  { id: 'role-admin', name: 'Administrador' },
  { id: 'role-editor', name: 'Editor' },
  { id: 'role-lector', name: 'Lector' },
];
const USER = { id: 'u-lector', email: 'lector@demo.es', active: true, role: { id: 'role-lector', name: 'Lector' } };

const meta: Meta<typeof EditRoleDialog> = {
  title: 'Diálogos/Editar rol de usuario',
  component: EditRoleDialog,
  args: { open: true, user: USER, roles: ROLES, onSubmit: () => undefined, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof EditRoleDialog>;

export const Open: Story = { name: 'Abierto', parameters: { expectText: 'Editar rol de usuario' } };

export const Deactivated: Story = {
  name: 'Usuario desactivado',
  args: { user: { ...USER, email: 'baja@demo.es', active: false } },
  parameters: { expectText: 'baja@demo.es (Desactivado)' },
};

export const Saving: Story = { name: 'Guardando', args: { saving: true }, parameters: { expectText: 'Guardar' } };

export const LastAdministrator: Story = {
  name: 'Último administrador',
  args: {
    user: { id: 'admin', email: 'admin@demo.es', active: true, role: { id: 'role-admin', name: 'Administrador' } },
    error: 'El espacio de trabajo debe conservar al menos un administrador',
  },
  parameters: { expectText: 'El espacio de trabajo debe conservar al menos un administrador' },
};
