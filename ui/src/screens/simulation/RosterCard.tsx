/**
 * 'Cuadrante semanal' (GET /solution/{id}/roster): one row a worker, a column a weekday (L M X J V S D), each cell
 * the time ranges of that day coloured by center (with the center's name when the worker works at several), the
 * weekly hours at the end and the hours covered each day below. A page of 50 rows at a time, asked of the server
 * (GET /solution/{id}/roster/page) with the search and the filters by center and category of a long roster; the
 * legend names the centers of the rows shown.
 */
import { useMemo, useState } from 'react';
import { TOKENS } from '@licita/application';
import {
  PARAMETER_MESSAGES,
  FIRST_ROSTER_PAGE,
  hoursLabel,
  rangeLabel,
  ROSTER_FILTER_FROM,
  rosterCenters,
  rosterPage,
  weekGrid,
  WEEKDAY_LETTERS,
  WEEKDAY_NAMES,
  ROSTER_DAY_NAMES,
  WORKER_KIND_LABELS,
  type RosterCell,
  type RosterPage,
  type RosterPageQuery,
  type WeeklyRosterWorker,
} from '@licita/domain';
import { useService } from '../../app/container';
import { SearchBox } from '../../components/SearchListPage';
import { ScrollRegion } from '../../components/ScrollRegion';
import { LoadedCard } from './Card';
import { answeredWindow, Pager } from '../../components/Pager';

/** The roster's search box (by name, category or center, like the Plantilla's). */
const ROSTER_SEARCH = 'Buscar en el cuadrante…';

/** Colours of the centers, in the order of `rosterCenters` (repeating after eight). */
const PALETTE = [
  { chip: 'bg-sky-100 text-sky-900 ring-sky-300', dot: 'bg-sky-400' },
  { chip: 'bg-emerald-100 text-emerald-900 ring-emerald-300', dot: 'bg-emerald-400' },
  { chip: 'bg-amber-100 text-amber-900 ring-amber-300', dot: 'bg-amber-400' },
  { chip: 'bg-violet-100 text-violet-900 ring-violet-300', dot: 'bg-violet-400' },
  { chip: 'bg-rose-100 text-rose-900 ring-rose-300', dot: 'bg-rose-400' },
  { chip: 'bg-teal-100 text-teal-900 ring-teal-300', dot: 'bg-teal-400' },
  { chip: 'bg-lime-100 text-lime-900 ring-lime-300', dot: 'bg-lime-500' },
  { chip: 'bg-orange-100 text-orange-900 ring-orange-300', dot: 'bg-orange-400' },
] as const;
type Colours = (center: string) => (typeof PALETTE)[number];

const selectClass =
  'rounded-lg border-0 py-1.5 pr-8 pl-3 text-sm text-slate-800 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600';

function DayCell({ cell, colours, several }: { cell: RosterCell; colours: Colours; several: boolean }) {
  if (!cell.shifts.length)
    return (
      <td className="px-1 py-1.5 text-center align-top text-xs text-slate-300">
        <span aria-label="Libre">—</span>
      </td>
    );
  return (
    <td className="px-1 py-1.5 align-top">
      <ul className="space-y-1">
        {cell.shifts.map((s, i) => (
          <li
            key={i}
            title={`${cell.name}: ${rangeLabel(s)}, ${s.center}, ${s.position}`}
            className={`rounded px-1.5 py-0.5 text-xs leading-tight ring-1 ring-inset ${colours(s.center).chip}`}
          >
            <span className="block font-medium whitespace-nowrap tabular-nums">{rangeLabel(s)}</span>
            {several && <span className="block truncate text-[11px] opacity-80">{s.center}</span>}
          </li>
        ))}
      </ul>
    </td>
  );
}

function RosterRow({ worker, colours }: { worker: WeeklyRosterWorker; colours: Colours }) {
  const several = worker.centers.length > 1;
  const idle = worker.weekly_hours - worker.assigned_hours > 1e-6;
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 bg-white py-1.5 pr-3 text-left align-top font-normal">
        <span className="block text-sm break-words text-slate-800">{worker.name}</span>
        <span className="block text-xs text-slate-500">
          {WORKER_KIND_LABELS[worker.kind]}
          {/* a new hire's name already says its category */}
          {!worker.name.includes(worker.category) && ` · ${worker.category}`}
        </span>
      </th>
      {weekGrid(worker).map((c) => (
        <DayCell key={c.day} cell={c} colours={colours} several={several} />
      ))}
      <td className="py-1.5 pl-2 text-right align-top text-sm whitespace-nowrap text-slate-800 tabular-nums">
        {hoursLabel(worker.assigned_hours)}
        {idle && <span className="block text-xs text-amber-700">de {hoursLabel(worker.weekly_hours)}</span>}
      </td>
    </tr>
  );
}

function Filters({ page, query, onQuery }: { page: RosterPage; query: RosterPageQuery; onQuery(q: RosterPageQuery): void }) {
  // a new search or filter starts again at the first page
  const change = (q: Partial<RosterPageQuery>) => onQuery({ ...query, ...q, offset: 0 });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox label={ROSTER_SEARCH} value={query.search} onSearch={(search) => change({ search })} />
      <label className="flex items-center gap-2 text-sm text-slate-600">
        Centro
        <select value={query.center} onChange={(e) => change({ center: e.target.value })} className={selectClass}>
          <option value="">{PARAMETER_MESSAGES.allCenters}</option>
          {page.centers.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-600">
        Categoría
        <select value={query.category} onChange={(e) => change({ category: e.target.value })} className={selectClass}>
          <option value="">Todas las categorías</option>
          {page.categories.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Legend({ centers, colours }: { centers: readonly string[]; colours: Colours }) {
  return (
    <ul aria-label="Centros" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {centers.map((c) => (
        <li key={c} className="flex items-center gap-1.5">
          <span aria-hidden className={`h-2.5 w-2.5 rounded-sm ${colours(c).dot}`} />
          {c}
        </li>
      ))}
    </ul>
  );
}

/** The week's table: a row per worker shown, the weekdays' heads and the hours covered each day below. */
function RosterWeekTable({ rows, colours, totals }: { rows: readonly WeeklyRosterWorker[]; colours: Colours; totals: number[] }) {
  return (
    <ScrollRegion label="Cuadrante semanal">
      <table aria-label="Cuadrante semanal" className="w-full min-w-[56rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          <col className="w-56" />
          {WEEKDAY_NAMES.map((d) => (
            <col key={d} />
          ))}
          <col className="w-20" />
        </colgroup>
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="sticky left-0 z-10 border-b border-slate-200 bg-white py-2 pr-3 text-left font-medium">
              Empleado/a
            </th>
            {WEEKDAY_NAMES.map((d) => (
              <th key={d} scope="col" className="border-b border-slate-200 px-1 py-2 text-center font-medium">
                <abbr title={ROSTER_DAY_NAMES[d]} className="no-underline">
                  {WEEKDAY_LETTERS[d]}
                </abbr>
              </th>
            ))}
            <th scope="col" className="border-b border-slate-200 py-2 pl-2 text-right font-medium">
              Horas
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr>*]:border-b [&>tr>*]:border-slate-100">
          {rows.map((w) => (
            <RosterRow key={w.id} worker={w} colours={colours} />
          ))}
        </tbody>
        <tfoot>
          <tr className="text-xs text-slate-600">
            <th scope="row" className="sticky left-0 z-10 bg-white py-2 pr-3 text-left font-medium">
              Horas cubiertas
            </th>
            {totals.map((h, i) => (
              <td key={WEEKDAY_NAMES[i]} className="px-1 py-2 text-center tabular-nums">
                {h ? hoursLabel(h) : '—'}
              </td>
            ))}
            <td className="py-2 pl-2 text-right font-medium tabular-nums">{hoursLabel(totals.reduce((a, b) => a + b, 0))}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

/**
 * One page of the roster as it looks: the legend of the centers of the rows shown, the search and filters (a long
 * roster), the week's table and the pages. `onQuery` asks for another page, search or filter.
 */
export function RosterPageView({
  page,
  query,
  onQuery,
}: {
  /** La página del cuadrante: sus filas, cuántas coinciden, los centros y categorías y las horas de cada día. */
  page: RosterPage;
  /** La página, la búsqueda y los filtros pedidos. */
  query: RosterPageQuery;
  /** Pide otra página, búsqueda o filtro. */
  onQuery(q: RosterPageQuery): void;
}) {
  // a center keeps its colour on every page: its place among all the roster's centers
  const colours: Colours = (c) => PALETTE[Math.max(0, page.centers.indexOf(c)) % PALETTE.length]!;
  const shownCenters = useMemo(() => rosterCenters(page.items), [page.items]);
  if (!page.roster_size) return <p className="text-sm text-slate-500">La solución no asigna horario a ningún trabajador/a.</p>;
  const w = answeredWindow(page, query.limit, (offset) => onQuery({ ...query, offset }));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Legend centers={shownCenters} colours={colours} />
        {page.roster_size >= ROSTER_FILTER_FROM && <Filters page={page} query={query} onQuery={onQuery} />}
      </div>
      <RosterWeekTable rows={page.items} colours={colours} totals={page.day_hours} />
      <Pager label="Cuadrante semanal" window={w} noun="trabajadores/as con turno fijo" one="trabajador/a con turno fijo" />
      {/* the substitutions are people of the headcount too, but have no fixed week to draw */}
      <p className="text-xs text-slate-500">
        Las personas contratadas para sustituciones no tienen turno fijo y no aparecen en el cuadrante.
      </p>
    </div>
  );
}

/** The roster as it looks, paged here with the server's own rule (stories and tests give it the workers). */
export function RosterTable({
  workers,
}: {
  /** Los trabajadores con sus turnos de la semana tipo. */
  workers: readonly WeeklyRosterWorker[];
}) {
  const [query, setQuery] = useState<RosterPageQuery>(FIRST_ROSTER_PAGE);
  const page = useMemo(() => rosterPage(workers, query), [workers, query]);
  return <RosterPageView page={page} query={query} onQuery={setQuery} />;
}

/**
 * Loads the roster of a solved simulation a page at a time (again whenever `version` changes): a big tender's
 * roster is never downloaded whole.
 */
export function RosterCard({
  simulationId,
  version,
}: {
  /** Identificador de la simulación cuyo cuadrante se carga. */
  simulationId: string;
  /** Versión de la simulación: al cambiar, el cuadrante se vuelve a cargar. */
  version: string;
}) {
  const result = useService(TOKENS.SimulationResult);
  const [query, setQuery] = useState<RosterPageQuery>(FIRST_ROSTER_PAGE);
  return (
    <LoadedCard
      title="Cuadrante semanal"
      what={{ failed: 'el cuadrante', loading: 'cuadrante' }}
      load={() => result.rosterPage(simulationId, query)}
      deps={[result, simulationId, version, query]}
    >
      {(page) => <RosterPageView page={page} query={query} onQuery={setQuery} />}
    </LoadedCard>
  );
}
