import { useState, type FormEvent } from 'react';
import { TOKENS, FormError } from '@licita/application';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { EmailField, FormMessage, PublicFormCard } from './form';

export interface RecoverPasswordFormProps {
  /** Se llama con el correo al pulsar «Enviar». */
  onSubmit(email: string): void;
  /** Enviando: el botón muestra que está ocupado. */
  loading?: boolean;
  /** Mensaje de error, en español. */
  error?: string | null;
  /** After the request: the (same whether or not the e-mail exists) answer. */
  done?: string | null;
}

/** '¿Has olvidado tu contraseña?': the e-mail that receives the link. */
export function RecoverPasswordForm({ onSubmit, loading = false, error = null, done = null }: RecoverPasswordFormProps) {
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loading) onSubmit(email);
  };
  return (
    <PublicFormCard title="Recuperar contraseña" onSubmit={submit}>
      <p className="text-sm text-slate-600">
        Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña. El enlace caduca en una hora y
        solo sirve una vez.
      </p>
      <EmailField id="recover-email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" loading={loading} className="w-full">
        Enviar enlace
      </Button>
      {done && <FormMessage kind="success">{done}</FormMessage>}
    </PublicFormCard>
  );
}

/** /recover-password (public). */
export function RecoverPasswordScreen() {
  const account = useService(TOKENS.AccountRecovery);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (email: string) => {
    setLoading(true);
    setError(null);
    setDone(null);
    account.recover(email).subscribe({
      next: setDone,
      complete: () => setLoading(false),
      error: (e) => {
        setLoading(false);
        setError(e instanceof FormError ? (e.fields.email ?? e.message) : null);
      },
    });
  };
  return <RecoverPasswordForm onSubmit={onSubmit} loading={loading} error={error} done={done} />;
}
