/**
 * Profile, password, account and user-management rules. Pure: every rule
 * answers Either — Left = the Spanish messages by field, Right = the payload to send.
 */
import * as t from 'io-ts';
import * as User from './generated/user';
import * as E from 'fp-ts/lib/Either.js';
import { quotaDisplay, type Workspace } from './workspace';
import { textCharacterMessage } from './text-characters';
import { COMMON_MESSAGES } from './messages';
import { isEmailAddress } from './email-address';

export const Profile = User.Profile;
export type Profile = t.TypeOf<typeof Profile>;

export const RoleRef = User.RoleRef;
export type RoleRef = t.TypeOf<typeof RoleRef>;

export const WorkspaceUser = User.WorkspaceUser;
export type WorkspaceUser = t.TypeOf<typeof WorkspaceUser>;

/** The profile and administration screens' messages. */
export const PROFILE_MESSAGES = {
  saved: COMMON_MESSAGES.saved,
  emptyNewPassword: 'La nueva contraseña no puede estar vacía',
  mismatch: 'Las contraseñas no coinciden',
  oldPasswordRequired: 'Introduce tu contraseña actual',
  tooShort: 'La contraseña debe tener al menos 10 caracteres',
  onlySpaces: 'La contraseña no puede ser solo espacios',
  tooLong: 'La contraseña no puede superar los 200 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'El correo electrónico no es válido',
  nameTooLong: 'Máximo 100 caracteres',
  noUsers: COMMON_MESSAGES.noData,
  deactivated: '(Desactivado)',
  adminRefused: 'No tienes permiso para gestionar los usuarios de este espacio de trabajo',
  roleRequired: 'Selecciona un rol',
  role: 'Perfil / rol',
  registered:
    'Cuenta creada (si tu correo ya tenía una, te hemos escrito a esa dirección). Un administrador debe añadirte a un espacio de trabajo antes de que puedas trabajar en él.',
  recoverySent: 'Si el correo está registrado, recibirás un enlace para restablecer la contraseña',
  passwordReset: 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva contraseña.',
  invalidLink: 'Enlace no válido o caducado',
  // the user host's refusals (tests and stories record them on the in-memory fakes with `refuseNext`)
  passwordChanged: 'Contraseña cambiada',
  emailFixed: 'El correo electrónico no se puede cambiar',
  wrongOldPassword: 'La contraseña actual no es correcta',
  accountExists: 'Ya existe una cuenta con ese correo electrónico',
  roleNotFound: 'El rol no existe',
  userNotFound: 'El usuario no existe en este espacio de trabajo',
  lastAdmin: 'El espacio de trabajo debe conservar al menos un administrador',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const PROFILE_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const done = <K extends string, A>(errors: FieldErrors<K>, value: A): E.Either<FieldErrors<K>, A> =>
  Object.keys(errors).length > 0 ? E.left(errors) : E.right(value);

/** What the forms show beside a new password before anything is typed (the whole rule, ./password-strength.ts). */
export const PASSWORD_RULE =
  'Al menos 10 caracteres y difícil de adivinar: evita las contraseñas comunes, las palabras sueltas, las fechas y las secuencias como 12345 o qwerty.';

/**
 * The shape part of a new password's rule (change, register, reset, invitation): not empty, 10 to 200
 * characters, not only spaces. The strength part (./password-strength.ts) needs the estimator's dictionaries,
 * which the server loads; `newPasswordPolicyError` there applies both.
 */
export function newPasswordError(password: string): string | undefined {
  if (password.length === 0) return PROFILE_MESSAGES.emptyNewPassword;
  if (password.trim().length === 0) return PROFILE_MESSAGES.onlySpaces;
  if (password.length < PASSWORD_MIN_LENGTH) return PROFILE_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PROFILE_MESSAGES.tooLong;
  return undefined;
}

/** E-mail shape (one @, a dot in the domain, no spaces; any letter, as `isEmailAddress` says). */
export function emailError(email: string): string | undefined {
  const e = email.trim();
  if (!e) return PROFILE_MESSAGES.emailRequired;
  if (e.length > EMAIL_MAX_LENGTH || !isEmailAddress(e)) return PROFILE_MESSAGES.emailInvalid;
  return undefined;
}

export interface ProfileForm {
  name: string;
  first_surname: string;
  second_surname: string;
}

export interface ProfilePayload {
  email: string;
  name: string;
  first_surname: string;
  second_surname: string | null;
}

/** The profile form as `PUT /user/profile` wants it: trimmed names, an empty second surname as null, the own e-mail. */
export function validateProfile(email: string, form: ProfileForm): E.Either<FieldErrors<keyof ProfileForm>, ProfilePayload> {
  const errors: FieldErrors<keyof ProfileForm> = {};
  const clean = {
    name: form.name.trim(),
    first_surname: form.first_surname.trim(),
    second_surname: form.second_surname.trim(),
  };
  for (const k of Object.keys(clean) as (keyof ProfileForm)[]) {
    if (clean[k].length > PROFILE_NAME_MAX_LENGTH) errors[k] = PROFILE_MESSAGES.nameTooLong;
    else if (textCharacterMessage(clean[k])) errors[k] = textCharacterMessage(clean[k])!;
  }
  return done(errors, {
    email,
    name: clean.name,
    first_surname: clean.first_surname,
    second_surname: clean.second_surname || null,
  });
}

/** The form of a loaded profile (null second surname → ''). */
export function profileForm(p: Profile): ProfileForm {
  return { name: p.name, first_surname: p.first_surname, second_surname: p.second_surname ?? '' };
}

export interface PasswordChangeForm {
  old_password: string;
  password: string;
  repeat: string;
}

/** 'La nueva contraseña no puede estar vacía', 'Las contraseñas no coinciden'; the current one is needed too. */
export function validatePasswordChange(
  form: PasswordChangeForm,
): E.Either<FieldErrors<keyof PasswordChangeForm>, { password: string; old_password: string }> {
  const errors: FieldErrors<keyof PasswordChangeForm> = {};
  if (!form.old_password) errors.old_password = PROFILE_MESSAGES.oldPasswordRequired;
  const pw = newPasswordError(form.password);
  if (pw) errors.password = pw;
  else if (form.password !== form.repeat) errors.repeat = PROFILE_MESSAGES.mismatch;
  return done(errors, { password: form.password, old_password: form.old_password });
}

export interface RegistrationForm {
  email: string;
  password: string;
  repeat: string;
}

export function validateRegistration(
  form: RegistrationForm,
): E.Either<FieldErrors<keyof RegistrationForm>, { email: string; password: string }> {
  const errors: FieldErrors<keyof RegistrationForm> = {};
  const em = emailError(form.email);
  if (em) errors.email = em;
  const pw = newPasswordError(form.password);
  if (pw) errors.password = pw;
  else if (form.password !== form.repeat) errors.repeat = PROFILE_MESSAGES.mismatch;
  return done(errors, { email: form.email.trim().toLowerCase(), password: form.password });
}

export function validateRecoveryRequest(email: string): E.Either<FieldErrors<'email'>, { email: string }> {
  const em = emailError(email);
  return em ? E.left({ email: em }) : E.right({ email: email.trim().toLowerCase() });
}

export interface PasswordResetForm {
  password: string;
  repeat: string;
}

/** The recovery link's page: a token from the link plus the new password twice. */
export function validatePasswordReset(
  token: string | null | undefined,
  form: PasswordResetForm,
): E.Either<FieldErrors<keyof PasswordResetForm | 'token'>, { token: string; password: string }> {
  const errors: FieldErrors<keyof PasswordResetForm | 'token'> = {};
  if (!token || token.length < 10 || token.length > 500) errors.token = PROFILE_MESSAGES.invalidLink;
  const pw = newPasswordError(form.password);
  if (pw) errors.password = pw;
  else if (form.password !== form.repeat) errors.repeat = PROFILE_MESSAGES.mismatch;
  return done(errors, { token: token ?? '', password: form.password });
}

/** The recovery token of a link's query string (`?token=…`), or null. */
export function resetTokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('token');
  return token && token.trim() ? token.trim() : null;
}

/** The e-mail cell of the users table: deactivated users carry '(Desactivado)'. */
export function workspaceUserLabel(u: Pick<WorkspaceUser, 'email' | 'active'>): string {
  return u.active ? u.email : `${u.email} ${PROFILE_MESSAGES.deactivated}`;
}

/** 'Simulaciones consumidas / contratadas: 3/12' (∞ when unlimited). */
export function accountQuotaText(
  w: Pick<Workspace, 'simulations_executed' | 'max_simulations' | 'simulations_added_from_last_month'>,
): string {
  return `Simulaciones consumidas / contratadas: ${quotaDisplay(w)}`;
}

/** 'Ana Pérez Gómez', or the e-mail when no name was given. */
export function displayName(p: Profile): string {
  const full = [p.name, p.first_surname, p.second_surname ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return full || p.email;
}

/** The role change to send, or Left when nothing valid was chosen. */
export function validateRoleChange(
  user: WorkspaceUser,
  roleId: string | null | undefined,
): E.Either<string, { role_id: string } | null> {
  if (!roleId) return E.left(PROFILE_MESSAGES.roleRequired);
  return E.right(roleId === user.role.id ? null : { role_id: roleId });
}
