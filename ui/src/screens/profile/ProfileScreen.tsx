import { useEffect, useState } from 'react';
import { TOKENS, FormError } from '@licita/application';
import { PROFILE_NAME_MAX_LENGTH, profileForm, type PasswordChangeForm, type Profile, type ProfileForm } from '@licita/domain';
import { useService } from '../../app/container';
import { Breadcrumb, Button, PageLoading } from '../../components/ui';
import { SubmitRow, useFieldsForm } from '../../components/formParts';
import { NewPasswordFields, PasswordField, TextField } from '../account/form';
import { MyInvitations } from './MyInvitations';

type Errors = Record<string, string>;

export interface ProfileDataFormProps {
  profile: Profile;
  saving?: boolean;
  errors?: Errors;
  onSubmit(form: ProfileForm): void;
}

/** The profile's names, in the order the form shows them. */
const NAME_FIELDS: readonly { field: keyof ProfileForm; id: string; label: string; autoComplete?: string }[] = [
  { field: 'name', id: 'profile-name', label: 'Nombre', autoComplete: 'given-name' },
  { field: 'first_surname', id: 'profile-first-surname', label: 'Primer apellido', autoComplete: 'family-name' },
  { field: 'second_surname', id: 'profile-second-surname', label: 'Segundo apellido' },
];

/** E-mail (read-only), Nombre, Primer apellido, Segundo apellido, Actualizar. */
export function ProfileDataForm({ profile, saving = false, errors = {}, onSubmit }: ProfileDataFormProps) {
  const { form, setForm, set, submit } = useFieldsForm<ProfileForm>(() => profileForm(profile), !saving, onSubmit);
  useEffect(() => setForm(profileForm(profile)), [profile, setForm]);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Datos personales"
      className="space-y-4 rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-900">Datos personales</h2>
      <TextField id="profile-email" label="Correo electrónico" type="text" value={profile.email} readOnly />
      <div className="grid gap-4 sm:grid-cols-3">
        {NAME_FIELDS.map((f) => (
          <TextField
            key={f.id}
            id={f.id}
            label={f.label}
            value={form[f.field]}
            maxLength={PROFILE_NAME_MAX_LENGTH}
            onChange={set(f.field)}
            error={errors[f.field]}
            autoComplete={f.autoComplete}
          />
        ))}
      </div>
      <SubmitRow label="Actualizar" saving={saving} />
    </form>
  );
}

export interface PasswordFormProps {
  saving?: boolean;
  errors?: Errors;
  /** Changing this empties the fields (after a successful change). */
  resetKey?: number;
  onSubmit(form: PasswordChangeForm): void;
}

const EMPTY_PASSWORDS: PasswordChangeForm = { old_password: '', password: '', repeat: '' };

/** Contraseña actual, Nueva contraseña, Repetir contraseña, Cambiar. */
export function PasswordForm({ saving = false, errors = {}, resetKey = 0, onSubmit }: PasswordFormProps) {
  const { form, setForm, set, submit } = useFieldsForm<PasswordChangeForm>(EMPTY_PASSWORDS, !saving, onSubmit);
  useEffect(() => setForm(EMPTY_PASSWORDS), [resetKey, setForm]);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Cambiar contraseña"
      className="space-y-4 rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200"
    >
      <div>
        <h2 className="text-base font-semibold text-slate-900">Contraseña</h2>
        <p className="mt-1 text-sm text-slate-500">
          Al cambiarla se cierran tus sesiones en otros dispositivos; esta sigue abierta.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <PasswordField id="password-old" label="Contraseña actual" name="old_password" form={{ values: form, errors, set }} />
        <NewPasswordFields idPrefix="profile" label="Nueva contraseña" values={form} errors={errors} set={set} />
      </div>
      <SubmitRow label="Cambiar" saving={saving} />
    </form>
  );
}

const fieldsOf = (e: unknown): Errors => (e instanceof FormError ? e.fields : {});

/** /profile: the user's data and password ('Guardado con éxito' in the snackbar). */
export function ProfileScreen() {
  const editor = useService(TOKENS.ProfileEditor);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [changing, setChanging] = useState(false);
  const [pwErrors, setPwErrors] = useState<Errors>({});
  const [pwReset, setPwReset] = useState(0);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    const sub = editor.load().subscribe({ next: setProfile, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [editor, attempt]);

  const save = (form: ProfileForm) => {
    if (!profile) return;
    setSaving(true);
    setErrors({});
    editor.save(profile.email, form).subscribe({
      next: (p) => {
        setProfile(p);
        setSaving(false);
      },
      error: (e) => {
        setErrors(fieldsOf(e));
        setSaving(false);
      },
    });
  };

  const change = (form: PasswordChangeForm) => {
    setChanging(true);
    setPwErrors({});
    editor.changePassword(form, profile ? [profile.email] : []).subscribe({
      complete: () => {
        setChanging(false);
        setPwReset((n) => n + 1);
      },
      error: (e) => {
        setPwErrors(fieldsOf(e));
        setChanging(false);
      },
    });
  };

  return (
    <div className="mx-auto max-w-4xl">
      <Breadcrumb items={[{ label: 'Inicio', href: '/projects' }, { label: 'Mi perfil' }]} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Mi perfil</h1>
      {!profile ? (
        failed ? (
          <div className="flex items-center gap-3">
            <p role="alert" className="text-sm text-red-700">
              No se ha podido cargar tu perfil.
            </p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Reintentar
            </Button>
          </div>
        ) : (
          <PageLoading label="Cargando perfil…" />
        )
      ) : (
        <div className="space-y-6">
          <MyInvitations />
          <ProfileDataForm profile={profile} saving={saving} errors={errors} onSubmit={save} />
          <PasswordForm saving={changing} errors={pwErrors} resetKey={pwReset} onSubmit={change} />
        </div>
      )}
    </div>
  );
}
