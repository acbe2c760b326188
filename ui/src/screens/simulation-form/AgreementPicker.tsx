/**
 * The choice of a center's agreement: the workspace's own agreements, then the reference agreements
 * (docs/reference-agreements.md) in their own group, each with its territory and its validity today.
 */
import type { AgreementListItem } from '@licita/domain';
import { REFERENCE_TEXTS, referenceValidity } from '../agreements/ReferenceAgreements';

export const PICKER_TEXTS = { own: 'Convenios del espacio de trabajo' } as const;

/** A reference agreement's option: its name, territory and validity ("… — Sevilla · Vigente"). */
export const referenceOptionText = (a: AgreementListItem) => `${a.name} — ${a.reference!.territory} · ${referenceValidity(a)}`;

/** The options of the agreement select: the workspace's own, then the reference ones under their heading. */
export function AgreementOptions({
  agreements,
}: {
  /** The agreements the workspace can choose (its own and the shared reference ones). */
  agreements: readonly AgreementListItem[];
}) {
  const references = agreements.filter((a) => a.reference);
  const own = agreements.filter((a) => !a.reference);
  const ownOptions = own.map((a) => (
    <option key={a.id} value={a.id}>
      {a.name}
    </option>
  ));
  if (!references.length) return ownOptions;
  return (
    <>
      {own.length > 0 && <optgroup label={PICKER_TEXTS.own}>{ownOptions}</optgroup>}
      <optgroup label={REFERENCE_TEXTS.heading}>
        {references.map((a) => (
          <option key={a.id} value={a.id}>
            {referenceOptionText(a)}
          </option>
        ))}
      </optgroup>
    </>
  );
}
