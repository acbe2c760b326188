/**
 * The premises a committee checks (premises.md §1), at the top of the results: errors, then warnings, then what
 * the run assumed, each with its message and its detail, in its severity's colour. Nothing is shown when the
 * results carry none (results stored before premises existed, or nothing to say).
 */
import { PREMISE_MESSAGES, premiseGroups, type PremiseRead, type Results } from '@licita/domain';
import { Card } from './Card';
import { TONE } from './severity';

export function PremisesCard({
  premises,
}: {
  /** Las premisas del cálculo (convenio, SMI, oferta, presupuesto) con su gravedad; sin ellas, la tarjeta no se muestra. */
  premises: readonly PremiseRead[] | undefined;
}) {
  const groups = premiseGroups({ premises: premises as Results['premises'] });
  if (!groups.length) return null;
  return (
    <Card title={PREMISE_MESSAGES.title}>
      <div className="space-y-4">
        {groups.map((g) => (
          <section key={g.severity} aria-label={g.title} data-severity={g.severity}>
            <h3 className={`text-sm font-semibold ${TONE[g.severity].text}`}>{g.title}</h3>
            <ul className="mt-1.5 space-y-2">
              {g.premises.map((p, i) => (
                <li key={`${p.code}-${i}`} className={`rounded-lg px-3 py-2 text-sm ring-1 ${TONE[g.severity].box}`}>
                  <p className={`font-medium ${TONE[g.severity].text}`}>{p.message}</p>
                  {p.detail && <p className="mt-0.5 text-slate-700">{p.detail}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
