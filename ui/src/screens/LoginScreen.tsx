import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { TOKENS } from '@licita/application';
import { useService } from '../app/container';
import { Button } from '../components/ui';
import { Logo } from '../components/icons';
import { TextField } from '../components/TextField';
import { CheckboxLabel } from '../components/CheckboxLabel';

export interface LoginFormProps {
  /** Se llama con el correo y la contraseña al pulsar «Iniciar sesión». */
  onSubmit(values: { email: string; password: string; remember: boolean }): void;
  /** Iniciando sesión: el botón muestra que está ocupado. */
  loading?: boolean;
  /** Mensaje de error del inicio de sesión (por ejemplo, «Usuario o contraseña incorrectos»). */
  error?: string | null;
  /** Correo con el que se abre el formulario. */
  initialEmail?: string;
}

/** E-mail, password, Recuérdame; Enter submits; the server's message under the form. */
export function LoginForm({ onSubmit, loading = false, error = null, initialEmail = '' }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loading) onSubmit({ email, password, remember });
  };
  const field =
    'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600';
  const fields = [
    {
      id: 'login-email',
      label: 'Correo electrónico',
      name: 'email',
      type: 'text',
      inputMode: 'email' as const,
      autoComplete: 'username',
      value: email,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setEmail(e.target.value),
    },
    {
      id: 'login-password',
      label: 'Contraseña',
      name: 'password',
      type: 'password',
      autoComplete: 'current-password',
      value: password,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setPassword(e.target.value),
    },
  ];
  return (
    <form
      onSubmit={submit}
      aria-label="Iniciar sesión"
      className="w-full max-w-sm space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col items-center gap-3">
        <Logo />
        <h1 className="text-xl font-semibold text-slate-900">Iniciar sesión</h1>
      </div>
      {fields.map((f) => (
        // the login takes what the user types, however long (no TEXT_MAX_LENGTH)
        <TextField key={f.id} {...f} required maxLength={undefined} inputClassName={field} />
      ))}
      <CheckboxLabel
        name="remember"
        inputClassName="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
        checked={remember}
        onChange={setRemember}
      >
        Recuérdame
      </CheckboxLabel>
      <div className="-mt-2 flex justify-between text-sm">
        <Link href="/recover-password" className="font-medium text-brand-700 hover:underline">
          ¿Has olvidado tu contraseña?
        </Link>
        <Link href="/register" className="font-medium text-brand-700 hover:underline">
          Crear cuenta
        </Link>
      </div>
      <Button type="submit" loading={loading} className="w-full">
        Iniciar sesión
      </Button>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** /login: clears local storage on load; success → /projects. */
export function LoginScreen() {
  const login = useService(TOKENS.Login);
  const session = useService(TOKENS.SessionStore);
  const [, navigate] = useLocation();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    session.clearStorage();
  }, [session]);

  const onSubmit = (values: { email: string; password: string; remember: boolean }) => {
    setLoading(true);
    setError(null);
    login.execute(values).subscribe({
      next: () => undefined,
      // The subscription outlives the screen on purpose (the guard leaves /login as soon as the token is stored,
      // and the workspaces must still load).
      complete: () => {
        setLoading(false);
        navigate('/projects', { replace: true });
      },
      error: (e: Error) => {
        setLoading(false);
        setError(e.message);
      },
    });
  };

  return <LoginForm onSubmit={onSubmit} loading={loading} error={error} />;
}
