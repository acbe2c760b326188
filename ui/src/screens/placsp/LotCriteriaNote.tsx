/**
 * Under a lot (or the tender) on the tender page: how its criteria combine with the tender's (the same rule the
 * import used, `lotAwardCriteria`), and, when several criteria are price-type, that the simulation's price points
 * are their sum and, next to the simulations created from it, which one they use (PriceCriterionChoice).
 */
import { formatNumber, lotAwardCriteria, priceWeightOf, type AwardCriterion, type SimulationCard } from '@licita/domain';
import { PriceCriterionChoice } from './PriceCriterionChoice';

const points = (n: number) => formatNumber(n, n % 1 ? 2 : 0);
const sum = (cs: readonly AwardCriterion[]) => cs.reduce((s, c) => s + (c.weight ?? 0), 0);

export function LotCriteriaNote({
  tender,
  lot,
  simulations = [],
  canEdit = false,
  onChanged,
}: {
  /** Los criterios de toda la licitación. */
  tender: readonly AwardCriterion[];
  /** Los criterios propios del lote (vacío: la licitación sin lotes). */
  lot: readonly AwardCriterion[];
  /** Las simulaciones creadas desde el lote: con varios criterios de precio, se elige cuál puntúa su oferta. */
  simulations?: readonly SimulationCard[];
  /** Si el usuario puede cambiar las simulaciones. */
  canEdit?: boolean;
  /** Se llama tras cambiar los puntos del precio de las simulaciones. */
  onChanged?(): void;
}) {
  const applied = lotAwardCriteria(tender, lot);
  const total = priceWeightOf(applied.price);
  const choice = applied.price.length > 1 && total !== null && simulations.length > 0;
  const lines: string[] = [];
  if (applied.level === 'both')
    lines.push(
      `Los criterios del lote (${points(sum(lot))} puntos) se suman a los de la licitación (${points(sum(tender))}): juntos, 100 puntos.`,
    );
  if (applied.level === 'unbalanced')
    lines.push(
      `Los pesos no suman 100: los criterios del lote suman ${points(sum(lot))} puntos y los de la licitación ${points(sum(tender))}. Se muestran ambos; revise el pliego.`,
    );
  if (applied.price.length > 1 && total !== null)
    lines.push(
      `Precio: ${applied.price.map((c) => `${c.name} (${c.weight === null ? 'sin puntos' : points(c.weight)})`).join(' + ')} = ${points(total)} puntos del precio en la simulación. ${
        choice
          ? 'Si su oferta económica se valora solo con uno de ellos, elíjalo aquí:'
          : 'Si su oferta económica se valora solo con uno de ellos, ponga sus puntos en «Modificar parámetros» de la simulación.'
      }`,
    );
  if (lines.length === 0) return null;
  const warn = applied.level === 'unbalanced';
  return (
    <div
      role={warn ? 'alert' : undefined}
      className={`mt-2 space-y-1 rounded-lg p-2 text-xs ${warn ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}
    >
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {choice && (
        <PriceCriterionChoice criteria={applied.price} simulations={simulations} canEdit={canEdit} onChanged={onChanged} />
      )}
    </div>
  );
}
