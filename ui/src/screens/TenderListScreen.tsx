import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { of } from 'rxjs';
import { INITIAL_TENDER_LIST, TOKENS, ValidationError, type TenderListHandle } from '@licita/application';
import {
  DELETE_TENDER_TEXT,
  DELETE_TENDER_TITLE,
  TenderRules,
  tenderListEmptyState,
  type Project,
  NOTICE_LABELS,
} from '@licita/domain';
import { useObservable, useService, useSession } from '../app/container';
import { Button, EmptyState } from '../components/ui';
import { FolderIcon, SpinnerIcon } from '../components/icons';
import { SearchListBody, SearchListHeader } from '../components/SearchListPage';
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

/** /projects: Inicio > Licitaciones, search as you type, Nueva licitación, card grid, infinite scroll. */
export function TenderListScreen({
  initialSearch = '',
}: {
  /** Texto de búsqueda con el que se abre la lista. */
  initialSearch?: string;
}) {
  const tenderList = useService(TOKENS.TenderList);
  const createTender = useService(TOKENS.CreateTender);
  const renameTender = useService(TOKENS.RenameTender);
  const deleteTender = useService(TOKENS.DeleteTender);
  const { permissions, workspacesLoaded, workspaces } = useSession();
  const noWorkspace = workspacesLoaded && workspaces.length === 0;
  const [, navigate] = useLocation();

  const [handle, setHandle] = useState<TenderListHandle | null>(null);
  useEffect(() => {
    const h = tenderList.open(initialSearch);
    setHandle(h);
    return () => h.dispose();
  }, [tenderList, initialSearch]);
  const state = useObservable(handle?.state$ ?? EMPTY_STATE$, INITIAL_TENDER_LIST);

  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const close = () => {
    if (!busy) {
      setDialog({ kind: 'none' });
      setDialogError(null);
    }
  };

  const canCreate = TenderRules.create(permissions);
  const canEdit = TenderRules.edit(permissions);
  const canDelete = TenderRules.remove(permissions);
  const lastRef = useOnVisible(() => handle?.loadMore(), state.hasMore && !state.loadingMore);

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
        error: (e: Error) => {
          setBusy(false);
          setDialogError(e instanceof ValidationError ? e.message : null);
        },
      });
    } else if (dialog.kind === 'edit') {
      renameTender.execute(dialog.project.uid, name).subscribe({
        next: () => {
          setBusy(false);
          setDialog({ kind: 'none' });
          handle?.reload();
        },
        error: (e: Error) => {
          setBusy(false);
          setDialogError(e instanceof ValidationError ? e.message : null);
        },
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

  const empty = tenderListEmptyState(state.search);

  return (
    <section>
      <SearchListHeader
        title="Licitaciones"
        searchLabel="Buscar licitación"
        search={state.search}
        onSearch={(text) => handle?.search(text)}
        action={canCreate && { label: 'Nueva licitación', onClick: () => setDialog({ kind: 'create' }) }}
        extra={
          canCreate && (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
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
        <SearchListBody
          state={state}
          loadingLabel="Cargando licitaciones…"
          failedTitle="No se han podido cargar las licitaciones"
          empty={empty}
          emptyIcon={<FolderIcon width={40} height={40} />}
        >
          <ul
            aria-label="Licitaciones"
            aria-busy={state.loading}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
          >
            {state.items.map((p, i) => (
              <TenderCard
                key={p.uid}
                ref={i === state.items.length - 1 ? lastRef : undefined}
                project={p}
                canEdit={canEdit}
                canDelete={canDelete}
                onOpen={(x) => navigate(`/projects/${x.uid}`)}
                onEdit={(x) => setDialog({ kind: 'edit', project: x })}
                onDelete={(x) => setDialog({ kind: 'delete', project: x })}
              />
            ))}
          </ul>
          {state.loadingMore && (
            <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-500">
              <SpinnerIcon width={16} height={16} /> Cargando más licitaciones…
            </div>
          )}
        </SearchListBody>
      )}

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
    </section>
  );
}

const EMPTY_STATE$ = of(INITIAL_TENDER_LIST);
