/**
 * How a PLACSP notice reads on screen: its facts, its award criteria and its notes (the import dialog, the tender page);
 * the chooser of a saved notice file (the import and refresh dialogs).
 */
import { useRef } from 'react';
import { NOTICE_FILE_MESSAGES, NOTICE_LABELS } from '@licita/domain';
import { Button } from '../../components/ui';
import { TENDER_DATA_LABELS, formatNumber, moneyText, type AwardCriterion, type PlacspNotice } from '@licita/domain';

const none = <span className="font-normal text-slate-500">Sin indicar</span>;
const money = (n: number | null) => (n === null ? '' : moneyText(n));

/** 'Elegir archivo', the chosen file's name (or that there is none) and the hidden file input of an ATOM or XML notice. */
export function NoticeFileChooser({
  file,
  onFile,
  className,
}: {
  /** El archivo elegido; null si aún no hay ninguno. */
  file: File | null;
  /** Se llama con el archivo que se elige (null si se quita). */
  onFile(file: File | null): void;
  /** Las clases de la fila. */
  className: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={className}>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        Elegir archivo
      </Button>
      <span className="text-sm text-slate-700">{file?.name ?? NOTICE_FILE_MESSAGES.noFileChosen}</span>
      <input
        ref={input}
        type="file"
        accept=".atom,.xml,application/atom+xml,application/xml,text/xml"
        aria-label={NOTICE_FILE_MESSAGES.fileLabel}
        className="sr-only"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** dd/mm/aaaa of an ISO date. */
export const spanishDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

export function noticeFacts(n: PlacspNotice): Array<[string, string]> {
  const authorityIds = [n.authority.dir3 && `DIR3 ${n.authority.dir3}`, n.authority.nif && `NIF ${n.authority.nif}`]
    .filter(Boolean)
    .join(' · ');
  return [
    ['Expediente', n.file_number ?? ''],
    [TENDER_DATA_LABELS.contracting_authority, [n.authority.name, authorityIds && `(${authorityIds})`].filter(Boolean).join(' ')],
    [NOTICE_LABELS.budgetWithoutVat, money(n.budget_without_vat)],
    [NOTICE_LABELS.budgetWithVat, money(n.budget_with_vat)],
    ['Valor estimado', money(n.estimated_value)],
    ['Duración', n.duration_months === null ? '' : `${formatNumber(n.duration_months, 0)} meses`],
    [
      'Prórrogas',
      [n.extension.months !== null ? `${formatNumber(n.extension.months, 0)} meses` : '', n.extension.description ?? '']
        .filter(Boolean)
        .join(' — '),
    ],
    [
      NOTICE_LABELS.submissionDeadline,
      [spanishDate(n.submission_deadline.date), n.submission_deadline.time?.slice(0, 5) ?? ''].filter(Boolean).join(' '),
    ],
    ['Lugar de ejecución', [n.place.municipality, n.place.region].filter(Boolean).join(', ')],
    ['CPV', n.cpv_codes.join(', ')],
    [NOTICE_LABELS.contractType, n.contract_type?.label ?? n.contract_type?.code ?? ''],
    ['Procedimiento', n.procedure?.label ?? n.procedure?.code ?? ''],
    ['Estado', n.status?.label ?? n.status?.code ?? ''],
  ];
}

export function NoticeFacts({ notice }: { notice: PlacspNotice }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {noticeFacts(notice).map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value || none}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The head row of the dialogs' compact tables (criteria, values that change): a gap after every column but the last. */
export function NoticeTableHead({ columns }: { columns: ReadonlyArray<{ label: string; right?: boolean }> }) {
  return (
    <thead className="text-slate-500">
      <tr>
        {columns.map(({ label, right }, i) => (
          <th key={label} className={`py-1 ${i < columns.length - 1 ? 'pr-3 ' : ''}${right ? 'text-right ' : ''}font-medium`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const KIND_LABEL = { formula: 'Fórmula', judgement: 'Juicio de valor' } as const;

/** 'Criterios de adjudicación': name, weight, by formula or by judgement, the price one marked with its formula text. */
export function CriteriaTable({
  criteria,
  label = NOTICE_LABELS.awardCriteria,
}: {
  criteria: readonly AwardCriterion[];
  label?: string;
}) {
  if (criteria.length === 0) return <p className="text-sm text-slate-500">El anuncio no indica los criterios de adjudicación.</p>;
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <NoticeTableHead columns={[{ label: 'Criterio' }, { label: 'Puntos', right: true }, { label: 'Valoración' }]} />
      <tbody>
        {criteria.map((c, i) => (
          <tr key={i} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-3 text-slate-900">
              {c.name}
              {c.is_price && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">Precio</span>}
              {c.formula && (
                <p className="mt-0.5 text-xs text-slate-600">
                  {NOTICE_LABELS.noticeFormula} {c.formula}
                </p>
              )}
            </td>
            <td className="py-1 pr-3 text-right text-slate-900">
              {c.weight === null ? '' : formatNumber(c.weight, c.weight % 1 ? 2 : 0)}
            </td>
            <td className="py-1 text-slate-700">{c.kind ? KIND_LABEL[c.kind] : 'Sin indicar'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function NoticeNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">Datos que el anuncio no indica (quedan vacíos):</p>
      <ul className="mt-1 list-disc pl-5">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
