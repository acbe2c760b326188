import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPublicLayout, publicRoute } from './publicStories';
import { PublicLayout } from '../../shell/Layout';
import { RegisterForm } from './RegisterScreen';
import { RecoverPasswordForm } from './RecoverPasswordScreen';
import { ResetPasswordForm } from './ResetPasswordScreen';
import { AcceptInvitationView } from './AcceptInvitationScreen';
import { FAKE_INVITATION_TOKEN } from '@licita/application/fakes';
import { INVITATION_MESSAGES, PROFILE_MESSAGES } from '@licita/domain';

const noop = () => undefined;

const meta: Meta = {
  title: 'Pantallas/Cuenta',
  component: RegisterForm,
  subcomponents: { RecoverPasswordForm, ResetPasswordForm, AcceptInvitationView, PublicLayout },
  decorators: [inPublicLayout],
};
export default meta;
type Story = StoryObj;
// The forms' stories take their props as args, so the Controls panel can change the messages and states.
type RegisterStory = StoryObj<typeof RegisterForm>;
type RecoverStory = StoryObj<typeof RecoverPasswordForm>;
type ResetStory = StoryObj<typeof ResetPasswordForm>;
const register = (args: Parameters<typeof RegisterForm>[0]) => <RegisterForm {...args} />;
const recover = (args: Parameters<typeof RecoverPasswordForm>[0]) => <RecoverPasswordForm {...args} />;
const reset = (args: Parameters<typeof ResetPasswordForm>[0]) => <ResetPasswordForm {...args} />;

export const Register: Story = {
  name: 'Crear cuenta (/register)',
  ...publicRoute('/register', 'Repetir contraseña'),
};

export const RegisterErrors: RegisterStory = {
  name: 'Crear cuenta: errores',
  render: register,
  args: {
    onSubmit: noop,
    loading: false,
    errors: { email: 'El correo electrónico no es válido', repeat: 'Las contraseñas no coinciden' },
  },
  parameters: { expectText: 'El correo electrónico no es válido' },
};

export const RegisterDone: RegisterStory = {
  name: 'Crear cuenta: hecho',
  render: register,
  args: {
    onSubmit: noop,
    done: PROFILE_MESSAGES.registered,
  },
  parameters: { expectText: 'Cuenta creada' },
};

export const Recover: Story = {
  name: 'Recuperar contraseña (/recover-password)',
  ...publicRoute('/recover-password', 'Enviar enlace'),
};

export const RecoverSent: RecoverStory = {
  name: 'Recuperar contraseña: enviado',
  render: recover,
  args: {
    onSubmit: noop,
    loading: false,
    done: 'Si el correo está registrado, recibirás un enlace para restablecer la contraseña',
  },
  parameters: { expectText: 'recibirás un enlace' },
};

export const RecoverInvalid: RecoverStory = {
  name: 'Recuperar contraseña: correo no válido',
  render: recover,
  args: { onSubmit: noop, loading: false, error: 'El correo electrónico no es válido' },
  parameters: { expectText: 'El correo electrónico no es válido' },
};

export const Reset: Story = {
  name: 'Restablecer contraseña (/reset-password?token=…)',
  ...publicRoute('/reset-password?token=abcdefghijklmnop', 'Guardar contraseña'),
};

export const ResetUsedLink: ResetStory = {
  name: 'Restablecer contraseña: enlace usado o caducado',
  render: reset,
  args: { onSubmit: noop, loading: false, errors: { token: 'Enlace no válido o caducado' } },
  parameters: { expectText: 'Pide un enlace nuevo' },
};

export const ResetNoToken: ResetStory = {
  name: 'Restablecer contraseña: sin token',
  render: reset,
  args: { onSubmit: noop, missingToken: true },
  parameters: { expectText: 'Enlace no válido o caducado' },
};

export const ResetDone: ResetStory = {
  name: 'Restablecer contraseña: hecho',
  render: reset,
  args: { onSubmit: noop, done: 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva contraseña.' },
  parameters: { expectText: 'Contraseña cambiada' },
};

const INVITATION = {
  workspace_id: 'ws-demo',
  workspace_name: 'Demo',
  email: 'nuevo@demo.es',
  role: { id: 'role-editor', name: 'Editor' },
  expires_at: '2026-11-26T10:00:00.000Z',
  account_exists: false,
};

export const Invitation: Story = {
  name: 'Invitación (/invitation?token=…): válida',
  ...publicRoute(`/invitation?token=${FAKE_INVITATION_TOKEN}`, 'Unirme al espacio de trabajo'),
};

export const InvitationExpired: Story = {
  name: 'Invitación: caducada',
  ...publicRoute(`/invitation?token=${FAKE_INVITATION_TOKEN}`, 'La invitación ha caducado', INVITATION_MESSAGES.expired),
};

export const InvitationUsed: Story = {
  name: 'Invitación: ya usada',
  ...publicRoute(`/invitation?token=${FAKE_INVITATION_TOKEN}`, 'Esta invitación ya se ha usado', INVITATION_MESSAGES.used),
};

export const InvitationNoToken: Story = {
  name: 'Invitación: sin token',
  ...publicRoute('/invitation', 'Enlace no válido o caducado'),
};

export const InvitationErrors: Story = {
  name: 'Invitación: errores de contraseña',
  render: () => (
    <AcceptInvitationView
      link={{ status: 'valid', invitation: INVITATION }}
      onSubmit={noop}
      errors={{ password: 'La contraseña debe tener al menos 10 caracteres' }}
    />
  ),
  parameters: { expectText: 'La contraseña debe tener al menos 10 caracteres' },
};

export const InvitationExistingAccount: Story = {
  name: 'Invitación: la cuenta ya existe',
  render: () => (
    <AcceptInvitationView link={{ status: 'valid', invitation: { ...INVITATION, account_exists: true } }} onSubmit={noop} />
  ),
  parameters: { expectText: 'Ya tienes una cuenta con este correo' },
};

export const InvitationChecking: Story = {
  name: 'Invitación: comprobando',
  render: () => <AcceptInvitationView link={{ status: 'checking' }} onSubmit={noop} />,
  parameters: { expectText: 'Comprobando la invitación…' },
};
