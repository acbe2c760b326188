/**
 * 'Por qué esta plantilla': the engine's reasons for the staffing, per center group and position (idle surrogate
 * hours and the agreement rule that kept them idle, a part-time or extra hire and the rule that forced it), shown
 * as the engine words them. Nothing is shown when the results carry none (older runs, or nothing to explain).
 */
import type { StaffingExplanationRead } from '@licita/domain';
import { Card } from './Card';

/** "Agrupación 1 · Limpieza", or the center's name for a center without group. */
export function explanationHeading(e: Pick<StaffingExplanationRead, 'center_group' | 'position'>): string {
  const where = /^\d+$/.test(e.center_group) ? `Agrupación ${e.center_group}` : e.center_group;
  return e.position ? `${where} · ${e.position}` : where;
}

export function ExplanationsCard({
  explanations,
}: {
  /** Por qué la plantilla es la que es, tal como lo explica el cálculo; sin ellas, la tarjeta no se muestra. */
  explanations: readonly StaffingExplanationRead[] | undefined;
}) {
  const shown = (explanations ?? []).filter((e) => e.items.length > 0);
  if (!shown.length) return null;
  return (
    <Card title="Por qué esta plantilla">
      <div className="space-y-4">
        {shown.map((e) => {
          const heading = explanationHeading(e);
          return (
            <section key={`${e.center_group}|${e.position_id ?? ''}`} aria-label={heading}>
              <h3 className="text-sm font-medium text-slate-800">{heading}</h3>
              <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {e.items.map((i, n) => (
                  <li key={n}>{i.message}</li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Card>
  );
}
