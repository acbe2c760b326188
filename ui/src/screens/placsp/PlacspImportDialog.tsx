/**
 * 'Importar desde la Plataforma': the preparer uploads a notice saved from the Plataforma de Contratación del Sector
 * Público, picks one notice when the feed holds many (search by expediente or words), reviews what was read, picks
 * the lots to simulate, and creates the tender.
 */
import { NOTICE_LABELS, UNCHOSEN_LOTS_MAX, chooseLotsHint } from '@licita/domain';
import { useEffect, useMemo, useState } from 'react';
import { TOKENS, type PlacspNotice, type PlacspSourceRef } from '@licita/application';
import { moneyText } from '@licita/domain';
import { useService } from '../../app/container';
import { AlertText, DialogActions, Modal } from '../../components/dialogParts';
import { CriteriaTable, NoticeFacts, NoticeFileChooser, NoticeNotes } from './NoticeParts';
import { useNoticeRequest } from './useNoticeRequest';
import { CheckboxLabel } from '../../components/CheckboxLabel';

type Step =
  | { kind: 'file' }
  | { kind: 'pick'; source: PlacspSourceRef; notices: PlacspNotice[] }
  | { kind: 'review'; source: PlacspSourceRef; notices: PlacspNotice[]; index: number };

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const matches = (n: PlacspNotice, q: string) =>
  !q || [n.file_number, n.name, n.authority.name].some((v) => v && norm(v).includes(norm(q)));

/** The dialog's steps: read a file or address, pick one notice of many, review it and create the tender. */
function usePlacspImport(open: boolean, initial: { source: PlacspSourceRef; notices: PlacspNotice[] } | undefined) {
  const importer = useService(TOKENS.ImportFromPlatform);
  const { error, setError, busy, run } = useNoticeRequest();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [file, setFile] = useState<File | null>(null);
  const [query, setQuery] = useState('');
  const [address, setAddress] = useState('');
  const [lots, setLots] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (open) {
      if (initial?.notices.length === 1) review(initial.source, initial.notices, 0);
      else setStep(initial ? { kind: 'pick', ...initial } : { kind: 'file' });
      setFile(null);
      setAddress('');
      setError(null);
      setQuery('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const review = (source: PlacspSourceRef, notices: PlacspNotice[], index: number) => {
    // every lot of a small notice ticked; of a larger one none, so the preparer picks what to simulate
    const all = notices[index].lots;
    setLots(new Set(all.length <= UNCHOSEN_LOTS_MAX ? all.map((l) => l.id) : []));
    setStep({ kind: 'review', source, notices, index });
  };
  const read = () =>
    run(file || !address.trim() ? importer.read(file) : importer.readAddress(address), ({ source, notices }) => {
      if (notices.length === 1) review(source, notices, 0);
      else setStep({ kind: 'pick', source, notices });
    });
  const create = (onCreated: (id: string) => void) => {
    if (step.kind !== 'review') return;
    const notice = step.notices[step.index];
    const chosen = notice.lots.length ? notice.lots.filter((l) => lots.has(l.id)).map((l) => l.id) : undefined;
    run(importer.create(step.source, step.index, chosen), ({ id }) => onCreated(id));
  };
  // a new file or address replaces the last one's error
  const chooseFile = (f: File | null) => (setFile(f), setError(null));
  const typeAddress = (a: string) => (setAddress(a), setError(null));
  return {
    step,
    setStep,
    file,
    chooseFile,
    address,
    typeAddress,
    query,
    setQuery,
    lots,
    setLots,
    error,
    busy,
    review,
    read,
    create,
  };
}

export function PlacspImportDialog({
  open,
  onClose,
  onCreated,
  read: initial,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Se llama al cerrar el diálogo sin importar. */
  onClose(): void;
  /** Se llama con el identificador de la licitación creada. */
  onCreated(id: string): void;
  /** Los anuncios de un archivo ya leído (Storybook): el diálogo se abre como tras 'Leer anuncio'. */
  read?: { source: PlacspSourceRef; notices: PlacspNotice[] };
}) {
  const dialog = usePlacspImport(open, initial);
  const { step, busy } = dialog;
  const close = () => !busy && onClose();
  return (
    <Modal
      open={open}
      onClose={close}
      title={NOTICE_LABELS.importTitle}
      wide
      footer={
        // outside the scrolling body: 'Crear licitación' stays in view however long the notice
        <>
          <AlertText message={dialog.error} className="mb-3 text-sm text-red-600" />
          <DialogActions
            className="flex flex-wrap justify-end gap-2"
            onCancel={close}
            cancelDisabled={busy}
            busy={busy}
            onConfirm={
              step.kind === 'file'
                ? dialog.read
                : step.kind === 'review'
                  ? () => dialog.create(onCreated)
                  : () => dialog.setStep({ kind: 'file' })
            }
            confirmLabel={
              step.kind === 'review' ? 'Crear licitación' : step.kind === 'pick' ? 'Elegir otro archivo' : 'Leer anuncio'
            }
          />
        </>
      }
    >
      {step.kind === 'file' && (
        <FileStep file={dialog.file} onFile={dialog.chooseFile} address={dialog.address} onAddress={dialog.typeAddress} />
      )}
      {step.kind === 'pick' && (
        <PickStep
          notices={step.notices}
          query={dialog.query}
          onQuery={dialog.setQuery}
          onPick={(i) => dialog.review(step.source, step.notices, i)}
        />
      )}
      {step.kind === 'review' && <Review notice={step.notices[step.index]} lots={dialog.lots} onLots={dialog.setLots} />}
    </Modal>
  );
}

/** The notice to read: a saved file, or its address on the Plataforma. */
function FileStep({
  file,
  onFile,
  address,
  onAddress,
}: {
  file: File | null;
  onFile(f: File | null): void;
  address: string;
  onAddress(a: string): void;
}) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">
        Abra el anuncio en la Plataforma de Contratación del Sector Público, guarde la página del anuncio (o el feed ATOM que lo
        contiene) como archivo .atom o .xml y súbalo aquí.
      </p>
      <NoticeFileChooser className="flex items-center gap-3" file={file} onFile={onFile} />
      <label className="block text-sm text-slate-700">
        O pegue la dirección del anuncio
        <input
          type="url"
          value={address}
          placeholder="https://contrataciondelestado.es/…"
          onChange={(e) => onAddress(e.target.value)}
          className="mt-1 block w-full rounded-lg border-0 px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
        />
      </label>
    </div>
  );
}

/** One notice of a feed that holds many, searched by expediente or words. */
function PickStep({
  notices,
  query,
  onQuery,
  onPick,
}: {
  notices: PlacspNotice[];
  query: string;
  onQuery(q: string): void;
  onPick(index: number): void;
}) {
  const shown = useMemo(() => notices.map((n, i) => [n, i] as const).filter(([n]) => matches(n, query)), [notices, query]);
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">
        El archivo contiene {notices.length} anuncios. Elija la licitación que quiere importar.
      </p>
      <input
        type="search"
        aria-label="Buscar por expediente o palabras"
        placeholder="Buscar por expediente o palabras"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        className="block w-full rounded-lg border-0 px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
      />
      <ul
        aria-label="Anuncios del archivo"
        className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
      >
        {shown.map(([n, i]) => (
          <li key={i}>
            <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50" onClick={() => onPick(i)}>
              <span className="font-medium text-slate-900">{n.file_number ?? 'Sin expediente'}</span> — {n.name ?? 'Sin objeto'}
              <span className="block text-xs text-slate-500">
                {[n.authority.name, n.budget_without_vat !== null ? moneyText(n.budget_without_vat) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </button>
          </li>
        ))}
        {shown.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">Ningún anuncio coincide con la búsqueda.</li>}
      </ul>
    </div>
  );
}

function Review({ notice, lots, onLots }: { notice: PlacspNotice; lots: Set<string>; onLots(l: Set<string>): void }) {
  const toggle = (id: string) => {
    const next = new Set(lots);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onLots(next);
  };
  return (
    <div className="mt-4 space-y-4">
      <h3 className="text-base font-semibold text-slate-900">{notice.name ?? 'Licitación sin objeto indicado'}</h3>
      <NoticeFacts notice={notice} />
      {notice.lots.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-700">Lotes a simular (una simulación por lote)</legend>
          {notice.lots.length > UNCHOSEN_LOTS_MAX && (
            <p className="mt-1 text-sm text-slate-600">{chooseLotsHint(notice.lots.length)}</p>
          )}
          {notice.lots.map((l) => (
            <CheckboxLabel
              key={l.id}
              className="mt-1 flex items-start gap-2 text-sm text-slate-800"
              inputClassName="mt-1"
              checked={lots.has(l.id)}
              onChange={() => toggle(l.id)}
            >
              <span>
                {l.name ?? `Lote ${l.id}`} —{' '}
                {l.budget_without_vat !== null ? `${moneyText(l.budget_without_vat)} sin IVA` : 'presupuesto sin indicar'}
              </span>
            </CheckboxLabel>
          ))}
        </fieldset>
      )}
      <div>
        <h4 className="mb-1 text-sm font-semibold text-slate-700">{NOTICE_LABELS.awardCriteria}</h4>
        <CriteriaTable
          criteria={notice.criteria.length ? notice.criteria : (notice.lots.find((l) => l.criteria.length)?.criteria ?? [])}
        />
      </div>
      <NoticeNotes notes={notice.notes} />
    </div>
  );
}
