import { useState } from 'react';
import { TOKENS, FormError } from '@licita/application';
import type { RegistrationForm } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { DoneOr, EmailField, NewPasswordFields, PublicFormCard } from './form';
import { useFieldsForm } from '../../components/formParts';

type Errors = Record<string, string>;

export interface RegisterFormProps {
  /** Se llama con los datos del formulario al pulsar «Crear cuenta». */
  onSubmit(form: RegistrationForm): void;
  /** Creando la cuenta: el botón muestra que está ocupado. */
  loading?: boolean;
  /** Errores de los campos por nombre de campo, en español. */
  errors?: Errors;
  /** After success: the message, and the form is replaced by a link to log in. */
  done?: string | null;
}

/** 'Crear cuenta': e-mail, password twice. */
export function RegisterForm({ onSubmit, loading = false, errors = {}, done = null }: RegisterFormProps) {
  const { form, set, submit } = useFieldsForm<RegistrationForm>(
    { email: '', password: '', repeat: '' },
    !loading && !done,
    onSubmit,
  );
  return (
    <PublicFormCard title="Crear cuenta" onSubmit={submit}>
      <DoneOr done={done}>
        <EmailField id="register-email" value={form.email} onChange={set('email')} error={errors.email} />
        <NewPasswordFields idPrefix="register" label="Contraseña" values={form} errors={errors} set={set} />
        <p className="text-xs text-slate-500">Un administrador debe añadirte a su espacio de trabajo.</p>
        <Button type="submit" loading={loading} className="w-full">
          Crear cuenta
        </Button>
      </DoneOr>
    </PublicFormCard>
  );
}

/** /register (public). */
export function RegisterScreen() {
  const account = useService(TOKENS.AccountRecovery);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (form: RegistrationForm) => {
    setLoading(true);
    setErrors({});
    account.register(form).subscribe({
      next: (m) => setDone(m),
      complete: () => setLoading(false),
      error: (e) => {
        setLoading(false);
        setErrors(e instanceof FormError ? e.fields : {});
      },
    });
  };
  return <RegisterForm onSubmit={onSubmit} loading={loading} errors={errors} done={done} />;
}
