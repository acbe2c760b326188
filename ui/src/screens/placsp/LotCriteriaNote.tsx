/**
 * Under a lot (or the tender) on the tender page: how its criteria combine with the tender's (the same rule the
 * import used, `lotAwardCriteria`), and, when several criteria are price-type, that the simulation's price points
 * are their sum and how to score only one of them.
 */
import { formatNumber, lotAwardCriteria, priceWeightOf, type AwardCriterion } from '@licita/domain';

const points = (n: number) => formatNumber(n, n % 1 ? 2 : 0);
const sum = (cs: readonly AwardCriterion[]) => cs.reduce((s, c) => s + (c.weight ?? 0), 0);

export function LotCriteriaNote({ tender, lot }: { tender: readonly AwardCriterion[]; lot: readonly AwardCriterion[] }) {
  const applied = lotAwardCriteria(tender, lot);
  const total = priceWeightOf(applied.price);
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
      `Precio: ${applied.price.map((c) => `${c.name} (${c.weight === null ? 'sin puntos' : points(c.weight)})`).join(' + ')} = ${points(total)} puntos del precio en la simulación. Si su oferta económica se valora solo con uno de ellos, ponga sus puntos en «Modificar parámetros» de la simulación.`,
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
    </div>
  );
}
