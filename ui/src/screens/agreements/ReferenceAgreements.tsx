/**
 * Reference agreements (docs/reference-agreements.md) as the agreement list shows them, apart from the workspace's
 * own: territory, validity, the source the tables come from and whether a person checked them against the bulletin.
 */
import type { ReactNode } from 'react';
import { VALIDITY_LABELS, formatDate, keepsApplying, validityState, type AgreementListItem } from '@licita/domain';

export const REFERENCE_TEXTS = {
  heading: 'Convenios de referencia',
  intro:
    'Convenios provinciales de limpieza que trae la aplicación. Duplica uno para usarlo y editarlo en tu espacio de trabajo.',
  unverified: 'Cifras de referencia pendientes de comprobar con el boletín',
} as const;

/**
 * Whether the agreement is in force this year, applies after its end while a new one is negotiated (a reference
 * agreement or a copy of one) or is caducado.
 */
export const referenceValidity = (a: Pick<AgreementListItem, 'expired' | 'reference' | 'base_version'>) =>
  VALIDITY_LABELS[validityState(a.expired, keepsApplying(a))];

/** The line under a reference agreement's name: territory, validity, source and verification. */
export function ReferenceFacts({ agreement: a }: { agreement: AgreementListItem }) {
  if (!a.reference) return null;
  return (
    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
      <span>{a.reference.territory}</span>
      <span aria-hidden="true">·</span>
      <span>{referenceValidity(a)}</span>
      {a.source && (
        <>
          <span aria-hidden="true">·</span>
          <span>
            Fuente:{' '}
            <a href={a.source.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {a.source.bulletin}
            </a>{' '}
            ({formatDate(a.source.date)})
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <VerificationNote verified={a.reference.verified} />
    </p>
  );
}

/** Who checked the figures against the bulletin and when, or that nobody has yet. */
export function VerificationNote({
  verified,
}: {
  /** The check against the bulletin (null: not checked yet). */
  verified: { by: string; date: string } | null;
}) {
  return verified ? (
    <span>
      Comprobado con el boletín por {verified.by} el {formatDate(verified.date)}
    </span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800 ring-1 ring-amber-200">
      {REFERENCE_TEXTS.unverified}
    </span>
  );
}

/** The reference agreements' own list, under its heading. */
export function ReferenceSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="reference-agreements" className="mt-8">
      <h2 id="reference-agreements" className="text-base font-semibold text-slate-900">
        {REFERENCE_TEXTS.heading}
      </h2>
      <p className="mb-3 text-sm text-slate-500">{REFERENCE_TEXTS.intro}</p>
      <ul
        aria-label={REFERENCE_TEXTS.heading}
        className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        {children}
      </ul>
    </section>
  );
}
