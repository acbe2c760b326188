/** What a tender's card lists (simulations, previous studies) share: the card's icon buttons and its two dialogs. */
import type { ReactNode } from 'react';
import { IconButton } from '../../components/ui';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { ConfirmDialog } from '../../components/dialogs';
import { SimulationNameDialog, type SimulationNameDialogProps } from './SimulationNameDialog';
import type { useNameDialogs } from './useNameDialogs';

/** Renombrar (all the pencil does, as its icon promises no more), the card's own action, Eliminar: each only when allowed (false); undefined when none is. */
export function cardActions(
  card: { name: string },
  { onEdit, extra, onDelete }: { onEdit: false | (() => void); extra: ReactNode; onDelete: false | (() => void) },
) {
  const items = [
    onEdit && (
      <IconButton key="edit" label={`Renombrar ${card.name}`} onClick={onEdit}>
        <PencilIcon width={18} height={18} />
      </IconButton>
    ),
    extra,
    onDelete && (
      <IconButton key="delete" label={`Eliminar ${card.name}`} onClick={onDelete}>
        <TrashIcon width={18} height={18} />
      </IconButton>
    ),
  ].filter(Boolean);
  return items.length ? items : undefined;
}

type NameDialogs<C> = ReturnType<typeof useNameDialogs<C>>;

/** The name dialog (new card or rename) and the delete confirmation, driven by `useNameDialogs`. */
export function CardDialogs<C extends { name: string }>({
  dialogs,
  deleteTitle,
  deleteText,
  ...nameDialog
}: {
  dialogs: NameDialogs<C>;
  deleteTitle: string;
  deleteText: string;
} & Omit<SimulationNameDialogProps, 'open' | 'mode' | 'initialName' | 'saving' | 'error'>) {
  const { editing, deleting, setDeleting, busy, nameError, confirmDelete } = dialogs;
  return (
    <>
      <SimulationNameDialog
        {...nameDialog}
        open={editing !== null}
        mode={editing?.mode ?? 'create'}
        initialName={editing?.mode === 'edit' ? editing.card.name : ''}
        saving={busy}
        error={nameError}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        text={deleteText}
        confirmLabel="Sí, eliminar"
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
