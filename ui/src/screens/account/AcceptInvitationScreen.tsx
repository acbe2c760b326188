import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TOKENS, FormError, InvitationLinkError } from '@licita/application';
import { INVITATION_MESSAGES, resetTokenFromSearch, type InvitationAcceptanceForm, type InvitationPreview } from '@licita/domain';
import { useService } from '../../app/container';
import { Button, PageLoading } from '../../components/ui';
import { FormMessage, NewPasswordFields, PasswordField, PublicFormCard, TextField } from './form';
import { useFieldsForm } from '../../components/formParts';

type Errors = Record<string, string>;

export type InvitationLinkState =
  { status: 'checking' } | { status: 'invalid'; message: string } | { status: 'valid'; invitation: InvitationPreview };

export interface AcceptInvitationViewProps {
  /** Estado del enlace de invitación: comprobando, válido (con la invitación) o no válido/caducado. */
  link: InvitationLinkState;
  /** Se llama al aceptar la invitación con los datos del formulario. */
  onSubmit(form: InvitationAcceptanceForm): void;
  /** Aceptando la invitación: el botón muestra que está ocupado. */
  loading?: boolean;
  /** Errores de los campos por nombre de campo (por ejemplo, la contraseña demasiado corta), en español. */
  errors?: Errors;
}

/** The page an invitation link opens: the workspace and role offered, a password (twice) and 'Unirme al espacio de trabajo'. */
export function AcceptInvitationView({ link, onSubmit, loading = false, errors = {} }: AcceptInvitationViewProps) {
  const { form, set, submit } = useFieldsForm<InvitationAcceptanceForm>(
    { password: '', repeat: '' },
    !loading && link.status === 'valid',
    onSubmit,
  );
  if (link.status === 'checking') return <PageLoading label="Comprobando la invitación…" />;
  if (link.status === 'invalid') {
    return (
      <PublicFormCard title="Invitación a Licita" onSubmit={submit}>
        <FormMessage kind="error">{link.message}</FormMessage>
      </PublicFormCard>
    );
  }
  const { invitation } = link;
  return (
    <PublicFormCard title="Invitación a Licita" onSubmit={submit}>
      <p className="text-center text-sm text-slate-700">
        Te han invitado al espacio de trabajo <span className="font-semibold text-slate-900">«{invitation.workspace_name}»</span>{' '}
        con el rol <span className="font-semibold text-slate-900">{invitation.role.name}</span>.
      </p>
      <TextField id="invitation-email" label="Correo electrónico" value={invitation.email} readOnly />
      {invitation.account_exists ? (
        <>
          <p className="text-sm text-slate-600">Ya tienes una cuenta con este correo: escribe su contraseña para unirte.</p>
          <PasswordField id="invitation-password" label="Contraseña" name="password" form={{ values: form, errors, set }} />
        </>
      ) : (
        <NewPasswordFields idPrefix="invitation" label="Contraseña" values={form} errors={errors} set={set} />
      )}
      <Button type="submit" loading={loading} className="w-full">
        Unirme al espacio de trabajo
      </Button>
      {errors.token && <FormMessage kind="error">{errors.token}</FormMessage>}
    </PublicFormCard>
  );
}

/**
 * /invitation?token=… (public): checks the link, then creates the account (or checks the existing one's password),
 * opens the session in the invited workspace and goes to the tenders with a success message.
 */
export function AcceptInvitationScreen() {
  const join = useService(TOKENS.JoinWorkspace);
  const notifier = useService(TOKENS.Notifier);
  const [, navigate] = useLocation();
  const token = resetTokenFromSearch(useSearch());
  const [link, setLink] = useState<InvitationLinkState>({ status: 'checking' });
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    const sub = join.check(token).subscribe({
      next: (invitation) => setLink({ status: 'valid', invitation }),
      error: (e) =>
        setLink({ status: 'invalid', message: e instanceof InvitationLinkError ? e.message : INVITATION_MESSAGES.invalidLink }),
    });
    return () => sub.unsubscribe();
  }, [join, token]);
  const onSubmit = (form: InvitationAcceptanceForm) => {
    if (link.status !== 'valid') return;
    setLoading(true);
    setErrors({});
    join.accept(token, form, link.invitation).subscribe({
      next: (message) => {
        notifier.show(message);
        navigate('/projects', { replace: true });
      },
      error: (e) => {
        setLoading(false);
        setErrors(e instanceof FormError ? e.fields : {});
      },
    });
  };
  return <AcceptInvitationView link={link} onSubmit={onSubmit} loading={loading} errors={errors} />;
}
