import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { INITIAL_AGREEMENT_LIST, TOKENS } from '@licita/application';
import { AGREEMENT_MESSAGES, AgreementRules, agreementListEmptyState, scopeText, type AgreementListItem } from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { IconButton } from '../../components/ui';
import { DocumentIcon, PencilIcon, TrashIcon } from '../../components/icons';
import { SearchListBody, SearchListHeader, useSearchListHandle } from '../../components/SearchListPage';
import { ConfirmDialog } from '../../components/dialogs';
import { CopyIcon, Tooltip, WarningIcon } from './parts';
import { ReferenceFacts, ReferenceSection } from './ReferenceAgreements';

/** 'Duplicar' (then the copy's form) and 'Eliminar' once confirmed; one at a time. */
function useAgreementActions(reload: () => void) {
  const duplicate = useService(TOKENS.DuplicateAgreement);
  const remove = useService(TOKENS.DeleteAgreement);
  const [, navigate] = useLocation();
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
        reload();
      },
      error: () => {
        setBusy(false);
        setToDelete(null);
      },
    });
  };
  return { toDelete, setToDelete, busy, onDuplicate, onDelete };
}

/** /agreements: search, 'Nuevo convenio', the list with the expired indicator and the actions by permission. */
export function AgreementListScreen({
  initialSearch = '',
}: {
  /** Texto de búsqueda con el que se abre la lista. */
  initialSearch?: string;
}) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const agreementList = useService(TOKENS.AgreementList);
  const { handle, state, searchBox } = useSearchListHandle(agreementList, initialSearch, INITIAL_AGREEMENT_LIST);
  const { toDelete, setToDelete, busy, onDuplicate, onDelete } = useAgreementActions(() => handle?.reload());
  const row = (a: AgreementListItem) => (
    <AgreementRow key={a.id} agreement={a} busy={busy} onDuplicate={() => onDuplicate(a)} onDelete={() => setToDelete(a)} />
  );
  const references = state.items.filter((a) => a.reference);
  return (
    <section>
      <SearchListHeader
        title="Convenios"
        searchLabel="Buscar convenio"
        {...searchBox}
        action={AgreementRules.create(permissions) && { label: 'Nuevo convenio', onClick: () => navigate('/agreement-form') }}
      />

      <SearchListBody
        state={state}
        loadingLabel="Cargando convenios…"
        failedTitle="No se han podido cargar los convenios"
        empty={agreementListEmptyState(state.search)}
        emptyIcon={<DocumentIcon width={40} height={40} />}
        listLabel="Convenios"
        listClassName="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
        after={references.length > 0 && <ReferenceSection>{references.map(row)}</ReferenceSection>}
      >
        {state.items.filter((a) => !a.reference).map(row)}
      </SearchListBody>

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

/** One agreement: its link, validity, scope and REGCON code, 'Caducado', and the actions the user may take. */
function AgreementRow({
  agreement: a,
  busy,
  onDuplicate,
  onDelete,
}: {
  agreement: AgreementListItem;
  busy: boolean;
  onDuplicate(): void;
  onDelete(): void;
}) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  return (
    <li data-testid="agreement-row" className="flex flex-wrap items-center gap-3 px-4 py-3 hover:bg-slate-50">
      <div className="min-w-0 flex-1">
        <Link href={`/agreement/${a.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {a.name}
        </Link>
        <p className="text-xs text-slate-500">
          Vigencia {a.start_year} – {a.end_year}
          {` · ${a.scope ? scopeText(a.scope) : 'Ámbito sin indicar'}`}
          {a.regcon_code && ` · REGCON ${a.regcon_code}`}
          {!a.update_permissions && ' · Convenio base (solo lectura)'}
        </p>
        <ReferenceFacts agreement={a} />
      </div>
      {a.expired && (
        <Tooltip text={AGREEMENT_MESSAGES.expired}>
          <span
            tabIndex={0}
            aria-label={AGREEMENT_MESSAGES.expired}
            className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200"
          >
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
          <IconButton label={`Duplicar ${a.name}`} disabled={busy} onClick={onDuplicate}>
            <CopyIcon />
          </IconButton>
        )}
        {AgreementRules.remove(permissions, a) && (
          <IconButton label={`Eliminar ${a.name}`} onClick={onDelete}>
            <TrashIcon width={18} height={18} />
          </IconButton>
        )}
      </div>
    </li>
  );
}
