import { workspaceUserLabel, type RoleRef, type WorkspaceUser } from '@licita/domain';
import { AlertText, DialogActions, Modal, RoleSelect, useDialogValues } from '../../components/dialogParts';

export interface EditRoleDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** El usuario cuyo rol se cambia. */
  user: WorkspaceUser | null;
  /** Los roles del espacio de trabajo que se pueden asignar. */
  roles: RoleRef[];
  /** Guardando: el botón muestra que está ocupado. */
  saving?: boolean;
  /** The server's refusal (e.g. the last administrator), shown under the select. */
  error?: string | null;
  /** Se llama con el rol elegido al pulsar «Guardar». */
  onSubmit(roleId: string): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}

/** 'Editar rol de usuario': the user, a role select (the roles of GET /role), Guardar and Cancelar. */
export function EditRoleDialog({ open, user, roles, saving = false, error = null, onSubmit, onClose }: EditRoleDialogProps) {
  const {
    values: roleId,
    setValues: setRoleId,
    submit,
  } = useDialogValues(open, () => user?.role.id ?? '', [user], saving, onSubmit);
  return (
    <Modal open={open} onClose={onClose} title="Editar rol de usuario">
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <p className="text-sm text-slate-600">
          Usuario: <span className="font-medium text-slate-900">{user ? workspaceUserLabel(user) : ''}</span>
        </p>
        <RoleSelect value={roleId} roles={roles} onChange={setRoleId} invalid={!!error} placeholder={!roleId} />
        <AlertText message={error} />
        <DialogActions onCancel={onClose} busy={saving} confirmLabel="Guardar" />
      </form>
    </Modal>
  );
}
