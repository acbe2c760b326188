/**
 * 'Por qué esta plantilla': the engine's reasons for the staffing, per center group and position (idle surrogate
 * hours and the agreement rule that kept them idle, a part-time or extra hire and the rule that forced it), shown
 * as the engine words them. Nothing is shown when the results carry none (older runs, or nothing to explain).
 */
import { useMemo } from 'react';
import { foldName, type StaffingExplanationRead } from '@licita/domain';
import { SearchBox } from '../../components/SearchListPage';
import { pageOfGroups, rowsIn, usePagedSearch } from './Pager';
import { Pager } from '../../components/Pager';
import { Card } from './Card';

/** The explanations' search box. */
const EXPLANATION_SEARCH = 'Buscar en las explicaciones…';

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
      <ExplanationPages explanations={shown} />
    </Card>
  );
}

/**
 * The explanations a page at a time (a big tender has thousands), searched in their group, position and sentence
 * ('Buscar en las explicaciones…'); each group keeps its heading on every page it spans.
 */
function ExplanationPages({ explanations }: { explanations: readonly StaffingExplanationRead[] }) {
  const paged = usePagedSearch();
  const found = useMemo(() => {
    const wanted = foldName(paged.query);
    return explanations.map((e) => {
      const heading = explanationHeading(e);
      const inHeading = foldName(heading).includes(wanted);
      return { group: { e, heading }, rows: inHeading ? e.items : e.items.filter((i) => foldName(i.message).includes(wanted)) };
    });
  }, [explanations, paged.query]);
  const w = paged.window(rowsIn(found));
  return (
    <>
      <div className="mb-3">
        <SearchBox label={EXPLANATION_SEARCH} value={paged.query} onSearch={paged.search} />
      </div>
      <div className="space-y-4">
        {pageOfGroups(found, w).map(({ group: { e, heading }, rows, first }) => (
          <section key={`${e.center_group}|${e.position_id ?? ''}`} aria-label={heading}>
            <h3 className="text-sm font-medium text-slate-800">{heading}</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {rows.map((i, n) => (
                <li key={first + n}>{i.message}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Pager label="Por qué esta plantilla" window={w} noun="explicaciones" one="explicación" />
    </>
  );
}
