import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { of } from 'rxjs';
import {
  INITIAL_AGREEMENT_LIST,
  TOKENS,
  type AgreementList,
  type AgreementListHandle,
  type DeleteAgreement,
  type DuplicateAgreement,
} from '@licita/application';
import { AGREEMENT_MESSAGES, AgreementRules, agreementListEmptyState, type AgreementListItem } from '@licita/domain';
import { useObservable, useService, useSession } from '../../app/container';
import { Breadcrumb, Button, EmptyState, IconButton, PageLoading } from '../../components/ui';
import { DocumentIcon, PencilIcon, PlusIcon, SearchIcon, TrashIcon } from '../../components/icons';
import { ConfirmDialog } from '../../components/dialogs';
import { CopyIcon, Tooltip, WarningIcon } from './parts';

const EMPTY$ = of(INITIAL_AGREEMENT_LIST);

/** /agreements: search, 'Nuevo convenio', the list with the expired indicator and the actions by permission. */
export function AgreementListScreen({ initialSearch = '' }: { initialSearch?: string }) {
  const agreementList = useService(TOKENS.AgreementList);
  const duplicate = useService(TOKENS.DuplicateAgreement);
  const remove = useService(TOKENS.DeleteAgreement);
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const [handle, setHandle] = useState<AgreementListHandle | null>(null);
  useEffect(() => {
    const h = agreementList.open(initialSearch);
    setHandle(h);
    return () => h.dispose();
  }, [agreementList, initialSearch]);
  const state = useObservable(handle?.state$ ?? EMPTY$, INITIAL_AGREEMENT_LIST);
  const [toDelete, setToDelete] = useState<AgreementListItem | null>(null);
  const [busy, setBusy] = useState(false);

  const onDuplicate = (a: AgreementListItem) => {
    setBusy(true);
    duplicate.execute(a.id).subscribe({
      next: (id) => {
        setBusy(false);
        navigate(`/agreement-form/${id}`);
      },
      error: () => setBusy(false),
    });
  };
  const onDelete = () => {
    if (!toDelete) return;
    setBusy(true);
    remove.execute(toDelete.id).subscribe({
      complete: () => {
        setBusy(false);
        setToDelete(null);
        handle?.reload();
      },
      error: () => {
        setBusy(false);
        setToDelete(null);
      },
    });
  };
  const empty = agreementListEmptyState(state.search);

  return (
    <section>
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Convenios' }]} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Convenios</h1>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-3">
          <div className="relative w-full max-w-xs">
            <SearchIcon width={18} height={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              aria-label="Buscar convenio"
              placeholder="Buscar convenio"
              value={state.search}
              onChange={(e) => handle?.search(e.target.value)}
              className="block w-full rounded-lg border-0 py-2 pr-3 pl-9 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
            />
          </div>
          {AgreementRules.create(permissions) && (
            <Button onClick={() => navigate('/agreement-form')}>
              <PlusIcon width={18} height={18} />
              Nuevo convenio
            </Button>
          )}
        </div>
      </div>

      {state.loading && state.items.length === 0 ? (
        <PageLoading label="Cargando convenios…" />
      ) : state.items.length === 0 && state.error ? (
        // A failed load is not an empty list: say so (the snackbar carries the server's message).
        <EmptyState title="No se han podido cargar los convenios" subtitle="Vuelve a intentarlo" />
      ) : state.items.length === 0 && state.loaded ? (
        <EmptyState title={empty.title} subtitle={empty.subtitle} icon={<DocumentIcon width={40} height={40} />} />
      ) : (
        <ul aria-label="Convenios" aria-busy={state.loading} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {state.items.map((a) => (
            <li key={a.id} data-testid="agreement-row" className="flex flex-wrap items-center gap-3 px-4 py-3 hover:bg-slate-50">
              <div className="min-w-0 flex-1">
                <Link href={`/agreement/${a.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {a.name}
                </Link>
                <p className="text-xs text-slate-500">
                  Vigencia {a.start_year} – {a.end_year}
                  {!a.update_permissions && ' · Convenio base (solo lectura)'}
                </p>
              </div>
              {a.expired && (
                <Tooltip text={AGREEMENT_MESSAGES.expired}>
                  <span tabIndex={0} aria-label={AGREEMENT_MESSAGES.expired} className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                    <WarningIcon width={14} height={14} /> Caducado
                  </span>
                </Tooltip>
              )}
              <div className="flex items-center gap-1">
                {AgreementRules.edit(permissions, a) && (
                  <IconButton label={`Editar ${a.name}`} onClick={() => navigate(`/agreement-form/${a.id}`)}>
                    <PencilIcon width={18} height={18} />
                  </IconButton>
                )}
                {AgreementRules.duplicate(permissions) && (
                  <IconButton label={`Duplicar ${a.name}`} disabled={busy} onClick={() => onDuplicate(a)}>
                    <CopyIcon />
                  </IconButton>
                )}
                {AgreementRules.remove(permissions, a) && (
                  <IconButton label={`Eliminar ${a.name}`} onClick={() => setToDelete(a)}>
                    <TrashIcon width={18} height={18} />
                  </IconButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={!!toDelete}
        title="Eliminar convenio"
        text={`Vas a eliminar el convenio «${toDelete?.name ?? ''}», ¿estás seguro?`}
        confirmLabel="Sí, eliminar"
        busy={busy}
        onConfirm={onDelete}
        onClose={() => !busy && setToDelete(null)}
      />
    </section>
  );
}
