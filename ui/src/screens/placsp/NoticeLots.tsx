/** The notice's lots on the tender page: each with its budgets and CPV, and its own award criteria when it has them. */
import { moneyText, type AwardCriterion, type PlacspNotice, type SimulationCard } from '@licita/domain';
import { CriteriaTable } from './NoticeParts';
import { LotCriteriaNote } from './LotCriteriaNote';

/** `criteria`: the tender's own, which a lot's add to or replace (LotCriteriaNote says which). */
export function NoticeLots({
  lots,
  criteria,
  simulations = [],
  canEdit = false,
  onChanged,
}: {
  /** Los lotes del anuncio. */
  lots: PlacspNotice['lots'];
  /** Los criterios de toda la licitación. */
  criteria: readonly AwardCriterion[];
  /** Las simulaciones de la licitación; las creadas desde un lote se muestran con sus criterios de precio. */
  simulations?: readonly SimulationCard[];
  /** Si el usuario puede cambiar las simulaciones. */
  canEdit?: boolean;
  /** Se llama tras cambiar los puntos del precio de las simulaciones. */
  onChanged?(): void;
}) {
  if (lots.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">Lotes</h3>
      <ul aria-label="Lotes del anuncio" className="space-y-3">
        {lots.map((l) => (
          <li key={l.id} aria-label={l.name ?? `Lote ${l.id}`} className="rounded-lg p-3 ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-900">{l.name ?? `Lote ${l.id}`}</p>
            <p className="text-sm text-slate-600">
              {[
                l.budget_without_vat !== null ? `${moneyText(l.budget_without_vat)} sin IVA` : 'Presupuesto sin indicar',
                l.budget_with_vat !== null ? `${moneyText(l.budget_with_vat)} con IVA` : null,
                l.estimated_value != null ? `valor estimado ${moneyText(l.estimated_value)}` : null,
                l.cpv_codes.length ? `CPV ${l.cpv_codes.join(', ')}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {l.criteria.length > 0 && (
              <div className="mt-2">
                <h4 className="mb-1 text-xs font-semibold text-slate-700">Criterios de adjudicación del lote</h4>
                <CriteriaTable criteria={l.criteria} label={`Criterios de adjudicación del lote ${l.id}`} />
                <LotCriteriaNote
                  tender={criteria}
                  lot={l.criteria}
                  simulations={simulations.filter((s) => s.placsp_lot === l.id)}
                  canEdit={canEdit}
                  onChanged={onChanged}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
