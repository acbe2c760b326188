import { useState } from 'react';
import type { Observable } from 'rxjs';
import { SimulationNameError } from '@licita/application';

/** What SimulationNameDialog is open for: a new card, renaming `card`, or closed. */
export type NameEditing<C> = { mode: 'create' } | { mode: 'edit'; card: C } | null;

/**
 * The cards of a tender (simulations, previous studies) behind SimulationNameDialog and the delete ConfirmDialog:
 * Crear → `onCreated` with the new id; rename → the dialog closes and `onChanged`; delete once confirmed →
 * `onChanged`. A SimulationNameError stays in the dialog as `nameError`.
 */
export function useNameDialogs<C>({
  create,
  rename,
  remove,
  onCreated,
  onChanged,
}: {
  create(name: string): Observable<string>;
  rename(card: C, name: string): Observable<unknown>;
  remove(card: C): Observable<unknown>;
  onCreated(id: string): void;
  onChanged?(): void;
}) {
  const [editing, setEditing] = useState<NameEditing<C>>(null);
  const [deleting, setDeleting] = useState<C | null>(null);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const closeName = () => {
    setEditing(null);
    setNameError(null);
  };
  /** The SimulationNameError of a failed create or rename, shown in the dialog. */
  const nameFailed = (err: unknown) => {
    setBusy(false);
    if (err instanceof SimulationNameError) setNameError(err.message);
  };
  const submitName = (name: string) => {
    if (!editing) return;
    setBusy(true);
    setNameError(null);
    if (editing.mode === 'create')
      create(name).subscribe({
        next: (id) => {
          setBusy(false);
          onCreated(id);
        },
        error: nameFailed,
      });
    else
      rename(editing.card, name).subscribe({
        next: () => {
          setBusy(false);
          closeName();
          onChanged?.();
        },
        error: nameFailed,
      });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setBusy(true);
    remove(deleting).subscribe({
      next: () => {
        setBusy(false);
        setDeleting(null);
        onChanged?.();
      },
      error: () => setBusy(false),
    });
  };
  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    busy,
    setBusy,
    nameError,
    setNameError,
    nameFailed,
    closeName,
    submitName,
    confirmDelete,
  };
}
