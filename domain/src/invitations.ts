/**
 * Inviting colleagues to a workspace and accepting an invitation link. Pure rules: Left = the Spanish messages by
 * field, Right = the payload to send. The link's page takes its token from the query string (`?token=…`).
 */
import * as t from 'io-ts';
import * as User from './generated/user';
import * as E from 'fp-ts/lib/Either.js';
import { emailError, newPasswordError, PROFILE_MESSAGES, type FieldErrors } from './profile';

export const Invitation = User.Invitation;
export type Invitation = t.TypeOf<typeof Invitation>;

export const InvitationPreview = User.InvitationPreview;
export type InvitationPreview = t.TypeOf<typeof InvitationPreview>;

/** An invitation to the logged-in user's own e-mail (their profile page lists it until they accept or decline). */
export const MyInvitation = User.MyInvitation;
export type MyInvitation = t.TypeOf<typeof MyInvitation>;

export const INVITATION_MESSAGES = {
  invited: (email: string) => `Invitación enviada a ${email}`,
  resent: (email: string) => `Invitación reenviada a ${email}`,
  revoked: (email: string) => `Invitación a ${email} revocada`,
  deactivated: (email: string) => `${email} ya no puede entrar en este espacio de trabajo`,
  reactivated: (email: string) => `${email} vuelve a tener acceso al espacio de trabajo`,
  noInvitations: 'No hay invitaciones pendientes',
  roleRequired: PROFILE_MESSAGES.roleRequired,
  invalidLink: PROFILE_MESSAGES.invalidLink,
  // the user host's refusals (tests and stories record them on the in-memory fakes with `refuseNext`)
  notFound: 'La invitación no existe',
  notPending: 'La invitación no existe o ya no está pendiente',
  alreadyMember: 'Ese usuario ya pertenece al espacio de trabajo',
  alreadyInvited: 'Ya hay una invitación pendiente para ese correo electrónico: reenvíala desde la lista',
  used: 'Esta invitación ya se ha usado: inicia sesión con tu cuenta',
  expired: 'La invitación ha caducado: pide a un administrador que te la reenvíe',
  wrongPassword: `${PROFILE_MESSAGES.accountExists}: escribe su contraseña`,
  inactiveAccount: 'La cuenta de ese correo electrónico está desactivada',
  joinedWorkspace: (workspace: string) => `Ya formas parte de «${workspace}»`,
  declinedWorkspace: (workspace: string) => `Has rechazado la invitación a «${workspace}»`,
  myInvitationLine: (i: { workspace_name: string; role: { name: string }; invited_by: string }) =>
    `«${i.workspace_name}» con el rol ${i.role.name}${i.invited_by ? `, de ${i.invited_by}` : ''}`,
} as const;

export interface InvitationForm {
  email: string;
  role_id: string;
}

/** 'Invitar': a valid e-mail (sent lower-cased, trimmed) and a chosen role. */
export function validateInvitation(
  form: InvitationForm,
): E.Either<FieldErrors<keyof InvitationForm>, { email: string; role_id: string }> {
  const errors: FieldErrors<keyof InvitationForm> = {};
  const em = emailError(form.email);
  if (em) errors.email = em;
  if (!form.role_id) errors.role_id = INVITATION_MESSAGES.roleRequired;
  return Object.keys(errors).length > 0
    ? E.left(errors)
    : E.right({ email: form.email.trim().toLowerCase(), role_id: form.role_id });
}

export interface InvitationAcceptanceForm {
  password: string;
  repeat: string;
}

/**
 * 'Unirme al espacio de trabajo': the link's token and a password with the registration's rule, twice. When the
 * e-mail already has an account (`accountExists`), it is that account's password and is not repeated.
 */
export function validateInvitationAcceptance(
  token: string | null | undefined,
  form: InvitationAcceptanceForm,
  accountExists = false,
): E.Either<FieldErrors<keyof InvitationAcceptanceForm | 'token'>, { token: string; password: string }> {
  const errors: FieldErrors<keyof InvitationAcceptanceForm | 'token'> = {};
  if (!token || token.length < 10 || token.length > 500) errors.token = PROFILE_MESSAGES.invalidLink;
  if (accountExists) {
    if (!form.password) errors.password = PROFILE_MESSAGES.oldPasswordRequired;
  } else {
    const pw = newPasswordError(form.password);
    if (pw) errors.password = pw;
    else if (form.password !== form.repeat) errors.repeat = PROFILE_MESSAGES.mismatch;
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ token: token ?? '', password: form.password });
}

/** 'Caduca el 01/12/2026' or 'Caducada', for the pending list. */
export function invitationExpiryText(i: Pick<Invitation, 'expires_at' | 'expired'>): string {
  if (i.expired) return 'Caducada';
  const d = new Date(i.expires_at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Caduca el ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
