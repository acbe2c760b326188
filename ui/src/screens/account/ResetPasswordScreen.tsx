import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { TOKENS, FormError, type AccountRecovery } from '@licita/application';
import { PROFILE_MESSAGES, resetTokenFromSearch, type PasswordResetForm } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { FormMessage, PublicFormCard, TextField } from './form';

type Errors = Record<string, string>;

export interface ResetPasswordFormProps {
  onSubmit(form: PasswordResetForm): void;
  loading?: boolean;
  errors?: Errors;
  done?: string | null;
  /** The link carries no token at all. */
  missingToken?: boolean;
}

/** The page a recovery link opens: the new password twice. */
export function ResetPasswordForm({ onSubmit, loading = false, errors = {}, done = null, missingToken = false }: ResetPasswordFormProps) {
  const [form, setForm] = useState<PasswordResetForm>({ password: '', repeat: '' });
  const set = (k: keyof PasswordResetForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loading && !done) onSubmit(form);
  };
  const linkError = errors.token ?? (missingToken ? PROFILE_MESSAGES.invalidLink : null);
  return (
    <PublicFormCard title="Restablecer contraseña" onSubmit={submit}>
      {done ? (
        <>
          <FormMessage kind="success">{done}</FormMessage>
          <Link href="/login" className="block rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">
            Iniciar sesión
          </Link>
        </>
      ) : (
        <>
          <TextField id="reset-password" label="Nueva contraseña" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={errors.password} />
          <TextField id="reset-repeat" label="Repetir contraseña" type="password" autoComplete="new-password" value={form.repeat} onChange={set('repeat')} error={errors.repeat} />
          <Button type="submit" loading={loading} className="w-full">
            Guardar contraseña
          </Button>
          {linkError && (
            <FormMessage kind="error">
              {linkError}.{' '}
              <Link href="/recover-password" className="underline">
                Pide un enlace nuevo
              </Link>
            </FormMessage>
          )}
        </>
      )}
    </PublicFormCard>
  );
}

/** /reset-password?token=… (public): single-use, expiring link; a used or expired one is refused by the server. */
export function ResetPasswordScreen() {
  const account = useService(TOKENS.AccountRecovery);
  const token = resetTokenFromSearch(useSearch());
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (form: PasswordResetForm) => {
    setLoading(true);
    setErrors({});
    account.reset(token, form).subscribe({
      next: setDone,
      complete: () => setLoading(false),
      error: (e) => {
        setLoading(false);
        setErrors(e instanceof FormError ? e.fields : {});
      },
    });
  };
  return <ResetPasswordForm onSubmit={onSubmit} loading={loading} errors={errors} done={done} missingToken={!token} />;
}
