import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { InputFormError } from '@licita/application';
import { useSubscriptions, type Run } from '../app/subscriptions';

/** Messages by field path. */
export type Errors = Record<string, string>;

/** The messages of a rejected save (form rules), or {} for a server failure (already in the snackbar). */
export function formErrors(err: unknown): Errors {
  return err instanceof InputFormError ? err.byField : {};
}

/** The row being edited (null: a new one), the values its modal starts from, and a counter that restarts the modal. */
export interface Editing<Item, Seed> {
  item: Item | null;
  seed: Seed;
  version: number;
}

/** What a list section does with its rows. */
export interface ListSectionOps<Item, Values> {
  /** Loads the rows; left out when the screen holds them elsewhere (then `reload` is called after a change). */
  list?(): Observable<Item[]>;
  save(id: string | null, values: Values): Observable<unknown>;
  remove(id: string): Observable<unknown>;
  reload?(): void;
  /** The field messages of a rejected save; `formErrors` by default. */
  errorsOf?(err: unknown): Errors;
}

export interface ListSectionState<Item, Values, Seed = void> {
  items: Item[];
  editing: Editing<Item, Seed> | null;
  deleting: Item | null;
  saving: boolean;
  removing: boolean;
  errors: Errors;
  run: Run;
  reload(): void;
  openNew(seed: Seed): void;
  openEdit(item: Item, seed: Seed): void;
  close(): void;
  /** Saves the modal's values; closes it, or starts it again from `continueWith` ('Continuar añadiendo'). */
  submit(values: Values, continueWith?: { seed: Seed }): void;
  askRemove(item: Item): void;
  confirmRemove(): void;
  cancelRemove(): void;
}

/** The section's latest operations (the screen passes new ones each render). */
type OpsRef<Item, Values> = { readonly current: ListSectionOps<Item, Values> };

/** The rows, loaded when `deps` change; `reload` reads them again (or asks the screen that holds them). */
function useListItems<Item, Values>(latest: OpsRef<Item, Values>, run: Run, deps: DependencyList) {
  const [items, setItems] = useState<Item[]>([]);
  useEffect(() => {
    const list = latest.current.list;
    if (!list) return undefined;
    const sub = list().subscribe({ next: setItems, error: () => undefined });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  const reload = useCallback(() => {
    const { list, reload: outside } = latest.current;
    if (list) run(list(), { next: setItems, error: () => undefined });
    else outside?.();
  }, [run, latest]);
  return { items, reload };
}

/** The add / edit modal: the row and seed it starts from, its save and the save's field messages. */
function useEditModal<Item extends { id: string }, Values, Seed>(latest: OpsRef<Item, Values>, run: Run, reload: () => void) {
  const version = useRef(0);
  const [editing, setEditing] = useState<Editing<Item, Seed> | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const open = (item: Item | null, seed: Seed) => {
    version.current += 1;
    setErrors({});
    setEditing({ item, seed, version: version.current });
  };
  const close = () => {
    setEditing(null);
    setErrors({});
  };
  const submit = (values: Values, continueWith?: { seed: Seed }) => {
    if (!editing) return;
    setSaving(true);
    setErrors({});
    run(latest.current.save(editing.item?.id ?? null, values), {
      next: () => {
        setSaving(false);
        reload();
        if (continueWith) open(null, continueWith.seed);
        else setEditing(null);
      },
      error: (err) => {
        setSaving(false);
        setErrors((latest.current.errorsOf ?? formErrors)(err));
      },
    });
  };
  return { editing, saving, errors, open, close, submit };
}

/** The row to delete and its removal; the rows are read again once it is removed. */
function useRemoval<Item extends { id: string }, Values>(latest: OpsRef<Item, Values>, run: Run, reload: () => void) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [removing, setRemoving] = useState(false);
  const confirmRemove = () => {
    if (!deleting) return;
    setRemoving(true);
    let done = false;
    const finish = (removed: boolean) => {
      if (done) return;
      done = true;
      setRemoving(false);
      setDeleting(null);
      if (removed) reload();
    };
    // a removal answers with a value or only completes: either one means done
    run(latest.current.remove(deleting.id), {
      next: () => finish(true),
      complete: () => finish(true),
      error: () => finish(false),
    });
  };
  return { deleting, removing, askRemove: setDeleting, confirmRemove, cancelRemove: () => !removing && setDeleting(null) };
}

/**
 * The state of a table of rows with an add / edit modal and a delete confirmation: the rows (loaded again when
 * `deps` change and after every change), the modal and its server messages, the row to delete. Every call it makes
 * is ended when the component unmounts.
 */
export function useListSection<Item extends { id: string }, Values, Seed = void>(
  ops: ListSectionOps<Item, Values>,
  deps: DependencyList,
): ListSectionState<Item, Values, Seed> {
  const run = useSubscriptions();
  const latest = useRef(ops);
  latest.current = ops;
  const { items, reload } = useListItems(latest, run, deps);
  const modal = useEditModal<Item, Values, Seed>(latest, run, reload);
  const removal = useRemoval(latest, run, reload);
  return {
    items,
    editing: modal.editing,
    deleting: removal.deleting,
    saving: modal.saving,
    removing: removal.removing,
    errors: modal.errors,
    run,
    reload,
    openNew: (seed) => modal.open(null, seed),
    openEdit: (item, seed) => modal.open(item, seed),
    close: modal.close,
    submit: modal.submit,
    askRemove: removal.askRemove,
    confirmRemove: removal.confirmRemove,
    cancelRemove: removal.cancelRemove,
  };
}
