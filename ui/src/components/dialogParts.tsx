/** The pieces every dialog repeats: the centred modal, the Cancelar/confirm footer, a red alert line, the role select. */
import { useEffect, useState, type DependencyList, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Field, Label, Select } from '@headlessui/react';
import type { RoleRef } from '@licita/domain';
import { Button } from './ui';
import { TextField } from './TextField';
import { PROFILE_MESSAGES } from '@licita/domain';

/** The narrow modal (or a wide one that scrolls, `wide`): a full-screen layer, a dim backdrop and a white panel with the title. */
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
  footer,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  wide?: boolean;
  /**
   * The dialog's actions, kept in view: with it the body scrolls between the title and this footer (a long
   * preview never pushes its buttons below the fold); without it the whole panel scrolls.
   */
  footer?: ReactNode;
}) {
  const panel = wide ? 'max-h-[92vh] max-w-2xl' : 'max-w-md';
  return (
    // The Dialog element (role="dialog") is itself the full-screen layer, so it has a box browsers can see.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      {footer === undefined ? (
        <DialogPanel
          className={`relative w-full rounded-2xl bg-white p-6 shadow-xl ${wide ? `${panel} overflow-y-auto` : panel}`}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      ) : (
        <DialogPanel className={`relative flex max-h-[92vh] w-full flex-col rounded-2xl bg-white shadow-xl ${panel}`}>
          <DialogTitle className="px-6 pt-6 text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {/* focusable so the keyboard scrolls it too (axe: scrollable-region-focusable) */}
          <div
            role="region"
            aria-label={`${title} (desplazable)`}
            tabIndex={0}
            data-dialog-body
            className="min-h-0 flex-1 overflow-y-auto px-6 pb-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset"
          >
            {children}
          </div>
          <footer className="border-t border-slate-200 px-6 py-4">{footer}</footer>
        </DialogPanel>
      )}
    </Dialog>
  );
}

export interface DialogActionsProps {
  onCancel(): void;
  /** The confirm button's text ('Guardar', 'Crear', 'Sí, eliminar'…). */
  confirmLabel: ReactNode;
  /** The confirm button spins (and is disabled) while this is true. */
  busy?: boolean;
  /** Whether Cancelar is disabled too (while a request runs). */
  cancelDisabled?: boolean;
  /** Without it the confirm button submits its form. */
  onConfirm?(): void;
  danger?: boolean;
  className?: string;
}

/** The footer: 'Cancelar' and the confirm button, right-aligned. */
export function DialogActions({
  onCancel,
  confirmLabel,
  busy = false,
  cancelDisabled,
  onConfirm,
  danger = false,
  className = 'flex justify-end gap-2',
}: DialogActionsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancelar
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}

/** A red message line (role="alert") shown only when there is a message. */
export function AlertText({
  message,
  id,
  className = 'text-sm text-red-600',
}: {
  message?: string | null;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}

/** 'Perfil / rol': a select of the workspace roles (the roles of GET /role), its error under it when given inside. */
export function RoleSelect({
  value,
  roles,
  onChange,
  invalid,
  placeholder,
  children,
}: {
  value: string;
  roles: RoleRef[];
  onChange(roleId: string): void;
  invalid: boolean;
  /** Whether the empty 'Selecciona un rol' option is offered. */
  placeholder: boolean;
  children?: ReactNode;
}) {
  return (
    <Field>
      <Label className="block text-sm font-medium text-slate-700">{PROFILE_MESSAGES.role}</Label>
      <Select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid ? true : undefined}
        className="mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
      >
        {placeholder && <option value="">{PROFILE_MESSAGES.roleRequired}</option>}
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </Select>
      {children}
    </Field>
  );
}

/** A dialog's one text field (a name), focused on opening. */
export function NameField({
  id,
  label,
  value,
  onChange,
  message,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  message: string | null;
}) {
  return (
    <TextField
      id={id}
      label={label}
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={message}
      inputClassName="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
    />
  );
}

/**
 * A dialog form's values, started again from `start()` each time it opens (or `deps` change); `submit` sends them
 * unless `saving`.
 */
export function useDialogValues<T>(
  open: boolean,
  start: () => T,
  deps: DependencyList,
  saving: boolean,
  onSubmit: (values: T) => void,
) {
  const [values, setValues] = useState<T>(start);
  useEffect(() => {
    if (open) setValues(start());
    // `start` is remade on each render; what it reads is in `deps`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ...deps]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit(values);
  };
  return { values, setValues, submit };
}
