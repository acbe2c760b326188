import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { validateTenderName } from '@licita/domain';
import { Button } from './ui';

function Modal({ open, onClose, title, children }: { open: boolean; onClose(): void; title: string; children: ReactNode }) {
  return (
    // The Dialog element (role="dialog") is itself the full-screen layer, so it has a box browsers can see.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        {children}
      </DialogPanel>
    </Dialog>
  );
}

export interface TenderNameDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  initialName?: string;
  saving?: boolean;
  /** A message from the server or the rule, shown under the field. */
  error?: string | null;
  onSubmit(name: string): void;
  onClose(): void;
}

/** 'Nueva Licitación' / 'Editar nombre': field Nombre, Crear or Editar, Cancelar. */
export function TenderNameDialog({ open, mode, initialName = '', saving = false, error = null, onSubmit, onClose }: TenderNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setLocal(null);
    }
  }, [open, initialName]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateTenderName(name);
    if (v._tag === 'Left') return setLocal(v.left);
    setLocal(null);
    onSubmit(v.right);
  };
  const message = local ?? error;
  return (
    <Modal open={open} onClose={onClose} title={mode === 'create' ? 'Nueva Licitación' : 'Editar nombre'}>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <div>
          <label htmlFor="tender-name" className="block text-sm font-medium text-slate-700">
            Nombre
          </label>
          <input
            id="tender-name"
            autoFocus
            value={name}
            maxLength={255}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={!!message}
            aria-describedby={message ? 'tender-name-error' : undefined}
            className="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
          />
          {message && (
            <p id="tender-name-error" role="alert" className="mt-1 text-sm text-red-600">
              {message}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {mode === 'create' ? 'Crear' : 'Editar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A confirmation (e.g. 'Eliminar licitación' … 'Sí, eliminar' / 'Cancelar'). */
export function ConfirmDialog({ open, title, text, confirmLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <Description className="mt-2 text-sm text-slate-600">{text}</Description>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
