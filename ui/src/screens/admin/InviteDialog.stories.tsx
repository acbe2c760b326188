import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteDialog } from './InviteDialog';

const ROLES = [
  { id: 'role-admin', name: 'Administrador' },
  { id: 'role-editor', name: 'Editor' },
  { id: 'role-lector', name: 'Lector' },
];

const meta: Meta<typeof InviteDialog> = {
  title: 'Diálogos/Invitar a un usuario',
  component: InviteDialog,
  args: { open: true, roles: ROLES, onSubmit: () => undefined, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof InviteDialog>;

export const Empty: Story = { name: 'Vacío', parameters: { expectText: 'Enviar invitación' } };

export const WithErrors: Story = {
  name: 'Con errores',
  args: { errors: { email: 'El correo electrónico no es válido', role_id: 'Selecciona un rol' } },
  parameters: { expectText: 'El correo electrónico no es válido' },
};

export const AlreadyMember: Story = {
  name: 'Ya pertenece al espacio',
  args: { errors: { email: 'Ese usuario ya pertenece al espacio de trabajo' } },
  parameters: { expectText: 'Ese usuario ya pertenece al espacio de trabajo' },
};

export const Sending: Story = { name: 'Enviando', args: { saving: true }, parameters: { expectText: 'Invitar a un usuario' } };
