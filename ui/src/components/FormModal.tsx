/**
 * A small modal form that saves (a material cost, a locality): its fields, then Cancelar and Guardar. It does not
 * close while saving.
 */
import type { FormEvent, ReactNode } from 'react';
import { WideModal } from './WideModal';
import { DialogActions } from './dialogParts';

export function FormModal({
  open,
  title,
  saving,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  saving: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <WideModal open={open} onClose={() => !saving && onClose()} title={title} size="md">
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {children}
        <DialogActions onCancel={onClose} cancelDisabled={saving} busy={saving} confirmLabel="Guardar" />
      </form>
    </WideModal>
  );
}
