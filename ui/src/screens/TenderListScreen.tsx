import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { INITIAL_TENDER_LIST, TOKENS, ValidationError, type TenderListHandle, type TenderListState } from '@licita/application';
import {
  DELETE_TENDER_TEXT,
  DELETE_TENDER_TITLE,
  TenderRules,
  tenderListEmptyState,
  type Project,
  NOTICE_LABELS,
} from '@licita/domain';
import { useService, useSession } from '../app/container';
import { Button, EmptyState } from '../components/ui';
import { FolderIcon, SpinnerIcon } from '../components/icons';
import { SearchListBody, SearchListHeader, useSearchListHandle } from '../components/SearchListPage';
import { TenderCard } from '../components/TenderCard';
import { ConfirmDialog, TenderNameDialog } from '../components/dialogs';
import { PlacspImportDialog } from './placsp/PlacspImportDialog';

type DialogState =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'edit'; project: Project }
  | { kind: 'delete'; project: Project };

/** Observes the element; calls `onVisible` when it scrolls into view. */
function useOnVisible(onVisible: () => void, enabled: boolean) {
  const [el, setEl] = useState<Element | null>(null);
  const cb = useRef(onVisible);
  cb.current = onVisible;
  useEffect(() => {
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) cb.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [el, enabled]);
  return setEl;
}

/** The open dialog (create, import, rename, delete) and its save: a new tender is opened, a changed list reloaded. */
function useTenderDialogs(handle: TenderListHandle | null) {
  const createTender = useService(TOKENS.CreateTender);
  const renameTender = useService(TOKENS.RenameTender);
  const deleteTender = useService(TOKENS.DeleteTender);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const close = () => {
    if (!busy) {
      setDialog({ kind: 'none' });
      setDialogError(null);
    }
  };
  const nameFailed = (e: Error) => {
    setBusy(false);
    setDialogError(e instanceof ValidationError ? e.message : null);
  };
  const submitName = (name: string) => {
    setBusy(true);
    setDialogError(null);
    if (dialog.kind === 'create') {
      createTender.execute(name).subscribe({
        next: (id) => {
          setBusy(false);
          setDialog({ kind: 'none' });
          navigate(`/projects/${id}`);
        },
        error: nameFailed,
      });
    } else if (dialog.kind === 'edit') {
      renameTender.execute(dialog.project.uid, name).subscribe({
        next: () => {
          setBusy(false);
          setDialog({ kind: 'none' });
          handle?.reload();
        },
        error: nameFailed,
      });
    }
  };
  const confirmDelete = () => {
    if (dialog.kind !== 'delete') return;
    setBusy(true);
    deleteTender.execute(dialog.project.uid).subscribe({
      complete: () => {
        setBusy(false);
        setDialog({ kind: 'none' });
        handle?.reload();
      },
      error: () => {
        setBusy(false);
        setDialog({ kind: 'none' });
      },
    });
  };
  return { dialog, setDialog, busy, dialogError, close, submitName, confirmDelete };
}

type TenderDialogs = ReturnType<typeof useTenderDialogs>;

/** The name dialog (create or rename), the PLACSP import and the delete confirmation. */
function TenderDialogsView({ dialogs }: { dialogs: TenderDialogs }) {
  const [, navigate] = useLocation();
  const { dialog, setDialog, busy, dialogError, close, submitName, confirmDelete } = dialogs;
  return (
    <>
      <TenderNameDialog
        open={dialog.kind === 'create' || dialog.kind === 'edit'}
        mode={dialog.kind === 'edit' ? 'edit' : 'create'}
        initialName={dialog.kind === 'edit' ? dialog.project.name : ''}
        saving={busy}
        error={dialogError}
        onSubmit={submitName}
        onClose={close}
      />
      <PlacspImportDialog
        open={dialog.kind === 'import'}
        onClose={() => setDialog({ kind: 'none' })}
        onCreated={(id) => navigate(`/projects/${id}`)}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={DELETE_TENDER_TITLE}
        text={DELETE_TENDER_TEXT}
        confirmLabel="Sí, eliminar"
        busy={busy}
        onConfirm={confirmDelete}
        onClose={close}
      />
    </>
  );
}

/** The card grid, loading the next page when its last card scrolls into view. */
function TenderGrid({
  state,
  handle,
  onDialog,
}: {
  state: TenderListState;
  handle: TenderListHandle | null;
  onDialog(dialog: DialogState): void;
}) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const canEdit = TenderRules.edit(permissions);
  const canDelete = TenderRules.remove(permissions);
  const lastRef = useOnVisible(() => handle?.loadMore(), state.hasMore && !state.loadingMore);
  return (
    <SearchListBody
      state={state}
      loadingLabel="Cargando licitaciones…"
      failedTitle="No se han podido cargar las licitaciones"
      empty={tenderListEmptyState(state.search)}
      emptyIcon={<FolderIcon width={40} height={40} />}
      listLabel="Licitaciones"
      listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      after={
        state.loadingMore && (
          <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-500">
            <SpinnerIcon width={16} height={16} /> Cargando más licitaciones…
          </div>
        )
      }
    >
      {state.items.map((p, i) => (
        <TenderCard
          key={p.uid}
          ref={i === state.items.length - 1 ? lastRef : undefined}
          project={p}
          canEdit={canEdit}
          canDelete={canDelete}
          onOpen={(x) => navigate(`/projects/${x.uid}`)}
          onEdit={(x) => onDialog({ kind: 'edit', project: x })}
          onDelete={(x) => onDialog({ kind: 'delete', project: x })}
        />
      ))}
    </SearchListBody>
  );
}

/** /projects: Inicio > Licitaciones, search as you type, Nueva licitación, card grid, infinite scroll. */
export function TenderListScreen({
  initialSearch = '',
}: {
  /** Texto de búsqueda con el que se abre la lista. */
  initialSearch?: string;
}) {
  const tenderList = useService(TOKENS.TenderList);
  const { permissions, workspacesLoaded, workspaces } = useSession();
  const noWorkspace = workspacesLoaded && workspaces.length === 0;
  const { handle, state, searchBox } = useSearchListHandle(tenderList, initialSearch, INITIAL_TENDER_LIST);
  const dialogs = useTenderDialogs(handle);
  const canCreate = TenderRules.create(permissions);

  return (
    <section>
      <SearchListHeader
        title="Licitaciones"
        searchLabel="Buscar licitación"
        {...searchBox}
        action={canCreate && { label: 'Nueva licitación', onClick: () => dialogs.setDialog({ kind: 'create' }) }}
        extra={
          canCreate && (
            <Button variant="secondary" onClick={() => dialogs.setDialog({ kind: 'import' })}>
              {NOTICE_LABELS.importTitle}
            </Button>
          )
        }
      />

      {noWorkspace ? (
        <EmptyState
          title="Tu usuario no pertenece a ningún espacio de trabajo"
          subtitle="Pide a un administrador que te añada a uno"
        />
      ) : (
        <TenderGrid state={state} handle={handle} onDialog={dialogs.setDialog} />
      )}

      <TenderDialogsView dialogs={dialogs} />
    </section>
  );
}
