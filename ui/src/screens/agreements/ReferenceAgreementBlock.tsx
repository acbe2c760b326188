/**
 * The reference block of an agreement's page (docs/reference-agreements.md): for a reference agreement, and for a
 * workspace's copy of one (then read from its base), the territory and scope, the validity today, the REGCON code,
 * the source with its date, whether a person checked the figures against the bulletin, what the sources do not give,
 * and for a copy which base and version it came from.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { TOKENS } from '@licita/application';
import {
  TERRITORY_LABELS,
  VALIDITY_LABELS,
  keepsApplying,
  scopeText,
  spanishDateText,
  validityState,
  type Agreement,
} from '@licita/domain';
import { useService } from '../../app/container';
import { VerificationNote } from './ReferenceAgreements';

export const REFERENCE_BLOCK_TEXTS = {
  heading: 'Datos del convenio de referencia',
  copyHeading: 'Copia de un convenio de referencia',
  territory: 'Territorio',
  validity: 'Vigencia',
  verification: 'Comprobación',
  missing: 'Lo que no dan las fuentes',
  nothingMissing: 'Las fuentes dan todas las cifras del convenio.',
  baseUnavailable: 'No se ha podido leer el convenio de referencia de origen.',
} as const;

/** The block, or nothing for an agreement that is neither a reference agreement nor a copy of one. */
export function ReferenceAgreementBlock({
  agreement: a,
}: {
  /** The agreement the page shows. */
  agreement: Agreement;
}) {
  const detail = useService(TOKENS.AgreementDetail);
  const copyOf = !a.reference && a.base_version != null ? a.agreement_base_id : null;
  const [base, setBase] = useState<Agreement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copyOf) return;
    const sub = detail.load(copyOf).subscribe({ next: setBase, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [detail, copyOf]);
  if (!a.reference && !copyOf) return null;
  const reference = a.reference ?? base?.reference;
  const heading = copyOf ? REFERENCE_BLOCK_TEXTS.copyHeading : REFERENCE_BLOCK_TEXTS.heading;
  return (
    <section aria-label={heading} className="rounded-xl border border-amber-200 bg-amber-50/40 p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{heading}</h2>
      {copyOf && (
        <p className="mb-3 text-sm text-slate-800">
          Copiado de{' '}
          <Link href={`/agreement/${copyOf}`} className="text-brand-700 underline">
            {base?.name ?? 'su convenio de referencia'}
          </Link>
          , versión {a.base_version}
        </p>
      )}
      {failed && <p className="mb-3 text-sm text-red-700">{REFERENCE_BLOCK_TEXTS.baseUnavailable}</p>}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={REFERENCE_BLOCK_TEXTS.territory}>
          {reference ? `${reference.territory} (${scopeText(a.scope)})` : scopeText(a.scope)}
        </Fact>
        <Fact label={REFERENCE_BLOCK_TEXTS.validity}>
          {`${VALIDITY_LABELS[validityState(a.expired, keepsApplying(a))]} (${a.start_year}–${a.end_year})`}
        </Fact>
        <Fact label={TERRITORY_LABELS.regcon}>{a.regcon_code ?? TERRITORY_LABELS.notStated}</Fact>
        <Fact label={TERRITORY_LABELS.source}>
          {a.source ? (
            <>
              <a href={a.source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {a.source.bulletin}
              </a>{' '}
              ({spanishDateText(a.source.date)})
            </>
          ) : (
            TERRITORY_LABELS.notStated
          )}
        </Fact>
        {reference && (
          <Fact label={REFERENCE_BLOCK_TEXTS.verification}>
            <VerificationNote verified={reference.verified} />
          </Fact>
        )}
      </dl>
      {reference && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{REFERENCE_BLOCK_TEXTS.missing}</h3>
          {reference.missing.length ? (
            <ul aria-label={REFERENCE_BLOCK_TEXTS.missing} className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {reference.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{REFERENCE_BLOCK_TEXTS.nothingMissing}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** One fact of the block: its label and value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
