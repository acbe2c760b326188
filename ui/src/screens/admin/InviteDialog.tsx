import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Field, Label, Select } from '@headlessui/react';
import type { InvitationForm, RoleRef } from '@licita/domain';
import { Button } from '../../components/ui';
import { TextField } from '../account/form';

export interface InviteDialogProps {
  open: boolean;
  roles: RoleRef[];
  saving?: boolean;
  /** Messages by field ('email', 'role_id'), from the rule or the server. */
  errors?: Partial<Record<keyof InvitationForm, string>>;
  onSubmit(form: InvitationForm): void;
  onClose(): void;
}

/** 'Invitar a un usuario': e-mail and role; the person gets a link to join (or joins at once with an account). */
export function InviteDialog({ open, roles, saving = false, errors = {}, onSubmit, onClose }: InviteDialogProps) {
  const [form, setForm] = useState<InvitationForm>({ email: '', role_id: '' });
  useEffect(() => {
    if (open) setForm({ email: '', role_id: '' });
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit(form);
  };
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">Invitar a un usuario</DialogTitle>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <p className="text-sm text-slate-600">
            Recibirá un enlace para elegir su contraseña y unirse con el rol que elijas. Si ya tiene cuenta, se añade al momento.
          </p>
          <TextField
            id="invite-email"
            label="Correo electrónico"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
            error={errors.email}
          />
          <Field>
            <Label className="block text-sm font-medium text-slate-700">Perfil / rol</Label>
            <Select
              value={form.role_id}
              onChange={(e) => setForm((f) => ({ ...f, role_id: e.target.value }))}
              aria-invalid={errors.role_id ? true : undefined}
              className="mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
            >
              <option value="">Selecciona un rol</option>
              {roles.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
            {errors.role_id && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.role_id}
              </p>
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Enviar invitación
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
