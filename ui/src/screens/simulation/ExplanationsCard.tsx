/**
 * 'Por qué esta plantilla': the engine's reasons for the staffing, per center group and position (idle surrogate
 * hours and the agreement rule that kept them idle, a part-time or extra hire and the rule that forced it), shown
 * as the engine words them, a page at a time asked of the server (GET /simulation/{id}/explanations: a big tender
 * has thousands) with its search. Nothing is shown when the results carry none (older runs, or nothing to explain).
 */
import { useState } from 'react';
import { map } from 'rxjs';
import { TOKENS } from '@licita/application';
import { explanationHeading, FIRST_EXPLANATIONS_PAGE, type ExplanationsPage, type ExplanationsQuery } from '@licita/domain';
import { useService } from '../../app/container';
import { SearchBox } from '../../components/SearchListPage';
import { answeredWindow, Pager } from '../../components/Pager';
import { LoadedCard } from './Card';
import { useDelayedSearch } from './useDelayedSearch';

/** The explanations' search box. */
const EXPLANATION_SEARCH = 'Buscar en las explicaciones…';

/**
 * One page of the explanations as the card shows it: the search box (the text as typed), each group of the page
 * under its heading (on every page it spans) with its sentences, and the pages. `onPage` asks for another page.
 */
export function ExplanationsPageView({
  page,
  limit,
  typed,
  onSearch,
  onPage,
}: {
  /** La página: los grupos con sus frases de la página, dónde empieza y cuántas frases coinciden. */
  page: ExplanationsPage;
  /** Frases por página. */
  limit: number;
  /** El texto escrito en la búsqueda. */
  typed: string;
  /** Se llama con el texto a cada tecla. */
  onSearch(text: string): void;
  /** Pide la página `offset` (frases que se saltan). */
  onPage(offset: number): void;
}) {
  const w = answeredWindow({ ...page, items: page.groups.flatMap((g) => g.items) }, limit, onPage);
  let before = page.offset;
  return (
    <>
      <div className="mb-3">
        <SearchBox label={EXPLANATION_SEARCH} value={typed} onSearch={onSearch} />
      </div>
      <div className="space-y-4">
        {page.groups.map((e) => {
          const first = before;
          before += e.items.length;
          const heading = explanationHeading(e);
          return (
            <section key={`${e.center_group}|${e.position_id ?? ''}`} aria-label={heading}>
              <h3 className="text-sm font-medium text-slate-800">{heading}</h3>
              <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {e.items.map((i, n) => (
                  <li key={first + n}>{i.message}</li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <Pager label="Por qué esta plantilla" window={w} noun="explicaciones" one="explicación" />
    </>
  );
}

/**
 * The explanations of a solved simulation a page at a time (again whenever `version` changes); the search is asked
 * for once typing pauses, from its first page. The card is left out when the unsearched explanations are none.
 */
export function ExplanationsCard({
  simulationId,
  version,
}: {
  /** Identificador de la simulación cuyas explicaciones se cargan. */
  simulationId: string;
  /** Versión de la simulación: al cambiar, las explicaciones se vuelven a cargar. */
  version: string;
}) {
  const result = useService(TOKENS.SimulationResult);
  const [query, setQuery] = useState<ExplanationsQuery>(FIRST_EXPLANATIONS_PAGE);
  const [typed, setTyped] = useDelayedSearch(query.search, (search) => setQuery((q) => ({ ...q, search, offset: 0 })));
  return (
    <LoadedCard
      title="Por qué esta plantilla"
      what={{ failed: 'la página de explicaciones', loading: 'explicaciones' }}
      // each page with the query it answers: the card hides only when the unsearched explanations are none
      load={() => result.explanations(simulationId, query).pipe(map((page) => ({ page, query })))}
      deps={[result, simulationId, version, query]}
      hidden={(d) => !d.query.search && d.page.total === 0}
    >
      {({ page }) => (
        <ExplanationsPageView
          page={page}
          limit={query.limit}
          typed={typed}
          onSearch={setTyped}
          onPage={(offset) => setQuery({ ...query, offset })}
        />
      )}
    </LoadedCard>
  );
}
