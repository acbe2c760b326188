/**
 * A file picker in Spanish whatever the browser's language (a native one says "Choose File / No file chosen"):
 * a "Seleccionar archivo" button, the chosen file's name or "Ningún archivo seleccionado", and a box a file can be
 * dropped on. The real file input stays in the page, hidden and labelled by the field's label, so the browser's
 * dialog, assistive technology and browser tests (Playwright's setInputFiles) reach it as before.
 */
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

export const NO_FILE_CHOSEN = 'Ningún archivo seleccionado';
export const CHOOSE_FILE = 'Seleccionar archivo';

export interface FileFieldProps {
  /** The field's name, shown above it; the hidden file input is labelled by it. */
  label: string;
  /** The types the dialog offers (the input's `accept`). */
  accept?: string;
  /** Called with the chosen or dropped file (the first one, and how many came), or null when the choice is undone. */
  onChange(file: File | null, count: number): void;
  /** Campo no utilizable (sin permiso o mientras se sube). */
  disabled?: boolean;
  /** A help line under the field (the accepted formats). */
  description?: ReactNode;
  /** What to say in the box a file can be dropped on; without it the box says nothing more. */
  dropHint?: string;
  /** Why the file was refused, under the field. */
  error?: string | null;
  /** The input's id, for a form that refers to it. */
  id?: string;
  /** Clases de Tailwind del contenedor (ancho, márgenes). */
  className?: string;
}

/** A box a file can be dropped on: highlighted while a file is over it; a drop chooses its files unless disabled. */
function useDropTarget(disabled: boolean, onDrop: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (e: DragEvent) => {
      if (disabled) return;
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      if (!disabled) onDrop(e.dataTransfer.files);
    },
  };
  return { over, handlers };
}

export function FileField({
  label,
  accept,
  onChange,
  disabled = false,
  description,
  dropHint,
  error,
  id,
  className = '',
}: FileFieldProps) {
  const own = useId();
  const inputId = id ?? `${own}-file`;
  const nameId = `${own}-name`;
  const helpId = `${inputId}-help`;
  const labelId = `${own}-label`;
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const choose = (files: FileList | null | undefined) => {
    const file = files?.[0] ?? null;
    setName(file?.name ?? null);
    onChange(file, files?.length ?? 0);
  };
  const { over, handlers } = useDropTarget(disabled, choose);
  return (
    <div className={className}>
      <label id={labelId} htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        data-testid="file-drop"
        {...handlers}
        className={`mt-1 flex flex-wrap items-center gap-3 rounded-lg px-3 py-2 ring-1 ${over ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-slate-300'}`}
      >
        <button
          type="button"
          disabled={disabled}
          aria-describedby={`${labelId} ${nameId}`}
          onClick={() => input.current?.click()}
          className="rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-xs ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          {CHOOSE_FILE}
        </button>
        <span
          id={nameId}
          className={`min-w-0 flex-1 truncate text-sm ${name ? 'text-slate-800' : 'text-slate-500'}`}
          title={name ?? undefined}
        >
          {name ?? NO_FILE_CHOSEN}
        </span>
        {dropHint && <span className="w-full text-xs text-slate-500">{dropHint}</span>}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          aria-describedby={description ? helpId : undefined}
          className="sr-only"
          onChange={(e) => choose(e.target.files)}
        />
      </div>
      {description && (
        <p id={helpId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
