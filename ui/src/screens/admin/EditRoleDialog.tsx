import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Field, Label, Select } from '@headlessui/react';
import { workspaceUserLabel, type RoleRef, type WorkspaceUser } from '@licita/domain';
import { Button } from '../../components/ui';

export interface EditRoleDialogProps {
  open: boolean;
  user: WorkspaceUser | null;
  roles: RoleRef[];
  saving?: boolean;
  /** The server's refusal (e.g. the last administrator), shown under the select. */
  error?: string | null;
  onSubmit(roleId: string): void;
  onClose(): void;
}

/** 'Editar rol de usuario': the user, a role select (the roles of GET /role), Guardar and Cancelar. */
export function EditRoleDialog({ open, user, roles, saving = false, error = null, onSubmit, onClose }: EditRoleDialogProps) {
  const [roleId, setRoleId] = useState(user?.role.id ?? '');
  useEffect(() => {
    if (open) setRoleId(user?.role.id ?? '');
  }, [open, user]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit(roleId);
  };
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">Editar rol de usuario</DialogTitle>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <p className="text-sm text-slate-600">
            Usuario: <span className="font-medium text-slate-900">{user ? workspaceUserLabel(user) : ''}</span>
          </p>
          <Field>
            <Label className="block text-sm font-medium text-slate-700">Perfil / rol</Label>
            <Select
              value={roleId}
              onChange={(e) => setRoleId(e.target.value)}
              aria-invalid={error ? true : undefined}
              className="mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
            >
              {!roleId && <option value="">Selecciona un rol</option>}
              {roles.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Guardar
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
