/**
 * The workers of the solution at a glance, a page at a time (GET /solution/{id}/staff): kind, category, centers and
 * a bar of each one's weekly hours. The day-by-day roster is the 'Cuadrante semanal' card (RosterCard).
 */
import { useMemo, useState } from 'react';
import { TOKENS } from '@licita/application';
import {
  FIRST_STAFF_PAGE,
  WORKER_KIND_LABELS,
  peopleLabel,
  staffPage,
  type SolutionEmployee,
  type StaffPage,
  type StaffPageQuery,
  type StaffPageRow,
  type WorkerKind,
  RESULT_LABELS,
} from '@licita/domain';
import { useService } from '../../app/container';
import { LoadedCard } from './Card';
import { euros, fte } from './format';
import { NoDataRow, NumberCells, TextHeads } from './tableParts';
import { answeredWindow, Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchListPage';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useDelayedSearch } from './useDelayedSearch';

/** The Plantilla's search box. */
const STAFF_SEARCH = 'Buscar trabajador…';

const KIND: Record<WorkerKind, { label: string; className: string; bar: string }> = {
  surrogate: { label: WORKER_KIND_LABELS.surrogate, className: 'bg-emerald-50 text-emerald-700', bar: 'fill-emerald-500' },
  new: { label: WORKER_KIND_LABELS.new, className: 'bg-brand-50 text-brand-700', bar: 'fill-brand-600' },
  substitute: { label: WORKER_KIND_LABELS.substitute, className: 'bg-amber-50 text-amber-800', bar: 'fill-amber-400' },
};

function StaffRowView({ row, week }: { row: StaffPageRow; week: number }) {
  const kind = KIND[row.kind];
  return (
    <tr>
      <th scope="row" className="py-2 pr-4 text-left font-normal">
        <span className="block text-slate-800">{row.name}</span>
        <span className={`mt-0.5 inline-block rounded px-1.5 py-0.5 text-xs font-medium ${kind.className}`}>
          {row.kind === 'substitute' ? `${kind.label}: ${peopleLabel(row.people)}` : kind.label}
        </span>
      </th>
      <td className="py-2 pr-4 text-slate-700">{row.category}</td>
      <td className="py-2 pr-4 text-slate-700">{row.centers.join(', ')}</td>
      <td className="py-2 pr-4">
        <div className="flex items-center gap-2">
          <svg
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            className="h-2.5 w-28"
            role="img"
            aria-label={`${fte(row.weekly_hours)} h de ${fte(week)} h semanales`}
          >
            <rect width="100" height="6" rx="1.5" className="fill-slate-100" />
            <rect width={(row.weekly_hours / week) * 100} height="6" rx="1.5" className={kind.bar} />
          </svg>
          <span className="text-slate-700 tabular-nums">{fte(row.weekly_hours)} h</span>
        </div>
      </td>
      <NumberCells values={[fte(row.shown_fte), euros(row.total_cost)]} />
    </tr>
  );
}

/** The page's rows under the heading of their section (the whole section's figures); sections without rows left out. */
const pageSections = (page: StaffPage) =>
  page.sections.map((s) => ({ heading: s, rows: page.items.filter((r) => r.kind === s.kind) })).filter((s) => s.rows.length);

/**
 * One page of the Plantilla in three parts (surrogates, new hires, substitutions), each headed by how many people
 * and FTE the whole section holds; a category's substitutions are one row, whatever centers and kinds of cover they
 * were costed in. Searched by name, category or center ('Buscar trabajador…'); only the page shown is in the
 * document. `onQuery` asks for another page or search (a new search from the first page).
 */
export function StaffPageView({
  page,
  query,
  onQuery,
}: {
  /** La página de la plantilla: sus filas, cuántas coinciden, las cabeceras de cada parte y la semana de las barras. */
  page: StaffPage;
  /** La página y la búsqueda pedidas. */
  query: StaffPageQuery;
  /** Pide otra página o búsqueda. */
  onQuery(q: StaffPageQuery): void;
}) {
  const [text, setText] = useDelayedSearch(query.search, (search) => onQuery({ ...query, search, offset: 0 }));
  const w = answeredWindow(page, query.limit, (offset) => onQuery({ ...query, offset }));
  const shown = pageSections(page);
  return (
    <>
      <div className="mb-3">
        <SearchBox label={STAFF_SEARCH} value={text} onSearch={setText} />
      </div>
      <ScrollRegion label="Plantilla">
        <table aria-label="Plantilla" className="w-full min-w-[44rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <TextHeads labels={['Empleado/a', 'Categoría', 'Centros', 'Jornada semanal']} />
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                <abbr title={RESULT_LABELS.fte} className="no-underline">
                  ETC
                </abbr>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Coste
              </th>
            </tr>
          </thead>
          {shown.map(({ heading: s, rows }) => (
            <tbody key={s.kind} className="divide-y divide-slate-100 border-b border-slate-200">
              <tr className="bg-slate-50">
                <th scope="colgroup" colSpan={6} className="px-2 py-1.5 text-left text-xs font-semibold text-slate-700">
                  {s.title}: {peopleLabel(s.people)}, {fte(s.shown_fte)} ETC
                  {s.kind === 'substitute' && (
                    <span className="font-normal text-slate-600">
                      {' '}
                      (vacaciones, ausencias y festivos; sin turno fijo en el cuadrante)
                    </span>
                  )}
                </th>
              </tr>
              {rows.map((row) => (
                <StaffRowView key={row.id} row={row} week={page.week} />
              ))}
            </tbody>
          ))}
          {shown.length === 0 && (
            <tbody>
              <NoDataRow columns={6} />
            </tbody>
          )}
        </table>
      </ScrollRegion>
      <Pager label="Plantilla" window={w} noun="filas" one="fila" />
    </>
  );
}

/** The Plantilla as it looks, paged here with the server's own rule (stories and tests give it the workers). */
export function StaffTable({
  workers,
}: {
  /** Los trabajadores de la solución, con su categoría, horas y coste. */
  workers: readonly SolutionEmployee[];
}) {
  const [query, setQuery] = useState<StaffPageQuery>(FIRST_STAFF_PAGE);
  const page = useMemo(() => staffPage(workers, query), [workers, query]);
  return <StaffPageView page={page} query={query} onQuery={setQuery} />;
}

/**
 * Loads the Plantilla of a solved simulation a page at a time (again whenever `version` changes, e.g. after
 * re-costing): a big tender's workers are never downloaded whole.
 */
export function StaffCard({
  simulationId,
  version,
}: {
  /** Identificador de la simulación cuya plantilla se carga. */
  simulationId: string;
  /** Versión de la simulación: al cambiar, la página se vuelve a cargar. */
  version: string;
}) {
  const result = useService(TOKENS.SimulationResult);
  const [query, setQuery] = useState<StaffPageQuery>(FIRST_STAFF_PAGE);
  return (
    <LoadedCard
      title="Plantilla"
      what={{ failed: 'la plantilla', loading: 'plantilla' }}
      load={() => result.staffPage(simulationId, query)}
      deps={[result, simulationId, version, query]}
    >
      {(page) => <StaffPageView page={page} query={query} onQuery={setQuery} />}
    </LoadedCard>
  );
}
