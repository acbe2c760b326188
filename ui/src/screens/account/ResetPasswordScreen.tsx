import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { TOKENS, FormError } from '@licita/application';
import { PROFILE_MESSAGES, resetTokenFromSearch, type PasswordResetForm } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { DoneOr, FormMessage, NewPasswordFields, PublicFormCard } from './form';
import { useFieldsForm } from '../../components/formParts';

type Errors = Record<string, string>;

export interface ResetPasswordFormProps {
  /** Se llama con la nueva contraseña al pulsar «Guardar». */
  onSubmit(form: PasswordResetForm): void;
  /** Guardando la contraseña: el botón muestra que está ocupado. */
  loading?: boolean;
  /** Errores de los campos por nombre de campo, en español. */
  errors?: Errors;
  /** Mensaje de éxito una vez cambiada la contraseña; el formulario deja paso al enlace de inicio de sesión. */
  done?: string | null;
  /** The link carries no token at all. */
  missingToken?: boolean;
}

/** The page a recovery link opens: the new password twice. */
export function ResetPasswordForm({
  onSubmit,
  loading = false,
  errors = {},
  done = null,
  missingToken = false,
}: ResetPasswordFormProps) {
  const { form, set, submit } = useFieldsForm<PasswordResetForm>({ password: '', repeat: '' }, !loading && !done, onSubmit);
  const linkError = errors.token ?? (missingToken ? PROFILE_MESSAGES.invalidLink : null);
  return (
    <PublicFormCard title="Restablecer contraseña" onSubmit={submit}>
      <DoneOr done={done}>
        <NewPasswordFields idPrefix="reset" label="Nueva contraseña" values={form} errors={errors} set={set} />
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
      </DoneOr>
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
