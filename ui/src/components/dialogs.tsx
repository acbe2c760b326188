import { useEffect, useState, type FormEvent } from 'react';
import { Description } from '@headlessui/react';
import { validateTenderName } from '@licita/domain';
import { DialogActions, Modal, NameField } from './dialogParts';

export interface TenderNameDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** create: «Nueva Licitación» con el botón «Crear»; edit: «Editar nombre» con «Guardar». */
  mode: 'create' | 'edit';
  /** Nombre con el que se abre el campo (el actual, al editar). */
  initialName?: string;
  /** Guardando: el botón muestra que está ocupado. */
  saving?: boolean;
  /** A message from the server or the rule, shown under the field. */
  error?: string | null;
  /** Se llama con el nombre escrito al crear o guardar. */
  onSubmit(name: string): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}

/** 'Nueva Licitación' / 'Editar nombre': field Nombre, Crear or Editar, Cancelar. */
export function TenderNameDialog({
  open,
  mode,
  initialName = '',
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: TenderNameDialogProps) {
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
        <NameField id="tender-name" label="Nombre" value={name} onChange={setName} message={message} />
        <DialogActions onCancel={onClose} busy={saving} confirmLabel={mode === 'create' ? 'Crear' : 'Editar'} />
      </form>
    </Modal>
  );
}

export interface ConfirmDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Título del diálogo. */
  title: string;
  /** Texto que explica la consecuencia de la acción. */
  text: string;
  /** Texto del botón de confirmar (por ejemplo, «Sí, eliminar»). */
  confirmLabel: string;
  /** Ejecutando la acción confirmada: el botón de confirmar muestra que está ocupado. */
  busy?: boolean;
  /** Se llama al pulsar el botón de confirmar. */
  onConfirm(): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}

/** A confirmation (e.g. 'Eliminar licitación' … 'Sí, eliminar' / 'Cancelar'). */
export function ConfirmDialog({ open, title, text, confirmLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <Description className="mt-2 text-sm text-slate-600">{text}</Description>
      <DialogActions
        className="mt-6 flex justify-end gap-2"
        onCancel={onClose}
        busy={busy}
        onConfirm={onConfirm}
        danger
        confirmLabel={confirmLabel}
      />
    </Modal>
  );
}
