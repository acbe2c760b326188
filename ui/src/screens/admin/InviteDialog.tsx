import type { InvitationForm, RoleRef } from '@licita/domain';
import { AlertText, DialogActions, Modal, RoleSelect, useDialogValues } from '../../components/dialogParts';
import { EmailField } from '../account/form';

export interface InviteDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Los roles del espacio de trabajo que se pueden asignar al invitado. */
  roles: RoleRef[];
  /** Enviando la invitación: el botón muestra que está ocupado. */
  saving?: boolean;
  /** Messages by field ('email', 'role_id'), from the rule or the server. */
  errors?: Partial<Record<keyof InvitationForm, string>>;
  /** Se llama con el correo y el rol al pulsar «Invitar». */
  onSubmit(form: InvitationForm): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}

/** 'Invitar a un usuario': e-mail and role; the person gets a link to join (or joins at once with an account). */
export function InviteDialog({ open, roles, saving = false, errors = {}, onSubmit, onClose }: InviteDialogProps) {
  const {
    values: form,
    setValues: setForm,
    submit,
  } = useDialogValues<InvitationForm>(open, () => ({ email: '', role_id: '' }), [], saving, onSubmit);
  return (
    <Modal open={open} onClose={onClose} title="Invitar a un usuario">
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <p className="text-sm text-slate-600">
          Recibirá un enlace para elegir su contraseña y unirse con el rol que elijas. Si ya tiene cuenta, se añade al momento.
        </p>
        <EmailField
          id="invite-email"
          autoComplete="off"
          value={form.email}
          onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
          error={errors.email}
        />
        <RoleSelect
          value={form.role_id}
          roles={roles}
          onChange={(role_id) => setForm((f) => ({ ...f, role_id }))}
          invalid={!!errors.role_id}
          placeholder
        >
          <AlertText message={errors.role_id} className="mt-1 text-sm text-red-600" />
        </RoleSelect>
        <DialogActions onCancel={onClose} busy={saving} confirmLabel="Enviar invitación" />
      </form>
    </Modal>
  );
}
