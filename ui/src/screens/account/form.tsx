/** Form pieces shared by the profile and account screens (labelled inputs, errors under the field, the public card). */
import type { ChangeEventHandler, FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/icons';
import { preloadPasswordPolicy } from '@licita/application';
import { PASSWORD_RULE } from '@licita/domain';
import { TextField } from '../../components/TextField';

export { TextField };

/** 'Correo electrónico' to type (registration, recovery, inviting a user): a text input with the e-mail keyboard. */
export function EmailField({
  id,
  value,
  onChange,
  error,
  autoComplete = 'email',
}: {
  id: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string | null;
  /** 'off' where the address is someone else's (inviting a user). */
  autoComplete?: 'email' | 'off';
}) {
  return (
    <TextField
      id={id}
      label="Correo electrónico"
      type="text"
      inputMode="email"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A new-password field's onFocus: starts loading the strength estimator (its own chunk) while the user types. */
export const preloadPasswordRule = () => void preloadPasswordPolicy().catch(() => undefined);

/** An account form's values, the messages under its fields, and `set(key)`, a field's onChange. */
export interface AccountForm<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: Readonly<Record<string, string>>;
  set(key: K): (e: { target: { value: string } }) => void;
}

/** A password input bound to `name` of an account form: the user's own ('current-password') or a new one. */
export function PasswordField<K extends string>({
  id,
  label,
  name,
  form,
  isNew = false,
  ...rest
}: {
  id: string;
  label: string;
  name: K;
  form: AccountForm<K>;
  /** A new password: the browser may offer to generate one. */
  isNew?: boolean;
  hint?: string;
  onFocus?(): void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      value={form.values[name]}
      onChange={form.set(name)}
      error={form.errors[name]}
      {...rest}
    />
  );
}

/**
 * A new password (the rule as its hint) and 'Repetir contraseña': registration, reset, invitation and profile.
 * `idPrefix` names the inputs (`<prefix>-password`, `<prefix>-repeat`).
 */
export function NewPasswordFields({
  idPrefix,
  label,
  values,
  errors,
  set,
}: {
  idPrefix: string;
  /** 'Contraseña' or 'Nueva contraseña'. */
  label: string;
  values: { password: string; repeat: string };
  errors: Record<string, string>;
  set(field: 'password' | 'repeat'): (e: { target: { value: string } }) => void;
}) {
  const form = { values, errors, set };
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        name="password"
        form={form}
        isNew
        hint={PASSWORD_RULE}
        onFocus={preloadPasswordRule}
      />
      <PasswordField id={`${idPrefix}-repeat`} label="Repetir contraseña" name="repeat" form={form} isNew />
    </>
  );
}

/** A message box under a form: success (green) or failure (red). */
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm font-medium ${kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800'}`}
    >
      {children}
    </p>
  );
}

/** The centred card of the public account pages (like the login form). */
export function PublicFormCard({
  title,
  label,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  label?: string;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label ?? title}
      className="w-full max-w-sm space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col items-center gap-3">
        <Logo />
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      </div>
      {children}
      <div className="text-center text-sm">
        {footer ?? (
          <Link href="/login" className="font-medium text-brand-700 hover:underline">
            Volver a iniciar sesión
          </Link>
        )}
      </div>
    </form>
  );
}

/** Once the form has done its work: the message, and a link to log in in place of the form. */
export function DoneOr({ done, children }: { done: string | null; children: ReactNode }) {
  if (!done) return <>{children}</>;
  return (
    <>
      <FormMessage kind="success">{done}</FormMessage>
      <Link
        href="/login"
        className="block rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
      >
        Iniciar sesión
      </Link>
    </>
  );
}
