/**
 * The workers of the solution at a glance (GET /solution/{id}/parameters/employees): kind, category, centers and a
 * bar of each one's weekly hours. The day-by-day roster is the 'Cuadrante semanal' card (RosterCard).
 */
import { useMemo } from 'react';
import { TOKENS } from '@licita/application';
import {
  WORKER_KIND_LABELS,
  peopleLabel,
  staffSections,
  type SolutionEmployee,
  type StaffRow,
  type WorkerKind,
  RESULT_LABELS,
  staffRowMatches,
} from '@licita/domain';
import { useService } from '../../app/container';
import { LoadedCard } from './Card';
import { euros, fte } from './format';
import { NoDataRow, NumberCells, TextHeads } from './tableParts';
import { pageOfGroups, rowsIn, usePagedSearch } from './Pager';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchListPage';
import { ScrollRegion } from '../../components/ScrollRegion';

/** The Plantilla's search box. */
const STAFF_SEARCH = 'Buscar trabajador…';

const KIND: Record<WorkerKind, { label: string; className: string; bar: string }> = {
  surrogate: { label: WORKER_KIND_LABELS.surrogate, className: 'bg-emerald-50 text-emerald-700', bar: 'fill-emerald-500' },
  new: { label: WORKER_KIND_LABELS.new, className: 'bg-brand-50 text-brand-700', bar: 'fill-brand-600' },
  substitute: { label: WORKER_KIND_LABELS.substitute, className: 'bg-amber-50 text-amber-800', bar: 'fill-amber-400' },
};

/** The full week the bars are drawn against (40 h, or the longest contract when longer). */
const weekOf = (rows: readonly StaffRow[]) => Math.max(40, ...rows.map((w) => w.weekly_hours));

function StaffRowView({ row, week }: { row: StaffRow; week: number }) {
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
      <NumberCells values={[fte(row.shownFte), euros(row.total_cost)]} />
    </tr>
  );
}

/**
 * The Plantilla in three parts (surrogates, new hires, substitutions), each headed by how many people and FTE it
 * holds; a category's substitutions are one row, whatever centers and kinds of cover they were costed in. Shown a
 * page at a time, searched by name, category or center ('Buscar trabajador…'): a big tender has thousands of
 * workers, and only the page shown is in the document. Each section keeps its heading on every page it spans.
 */
export function StaffTable({
  workers,
}: {
  /** Los trabajadores de la solución, con su categoría, horas y coste. */
  workers: readonly SolutionEmployee[];
}) {
  const sections = useMemo(() => staffSections(workers), [workers]);
  const week = useMemo(() => weekOf(sections.flatMap((s) => s.rows)), [sections]);
  const paged = usePagedSearch();
  const found = useMemo(
    () => sections.map((s) => ({ group: s, rows: s.rows.filter((r) => staffRowMatches(r, paged.query)) })),
    [sections, paged.query],
  );
  const w = paged.window(rowsIn(found));
  const shown = pageOfGroups(found, w);
  return (
    <>
      <div className="mb-3">
        <SearchBox label={STAFF_SEARCH} value={paged.query} onSearch={paged.search} />
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
          {shown.map(({ group: s, rows }) => (
            <tbody key={s.kind} className="divide-y divide-slate-100 border-b border-slate-200">
              <tr className="bg-slate-50">
                <th scope="colgroup" colSpan={6} className="px-2 py-1.5 text-left text-xs font-semibold text-slate-700">
                  {s.title}: {peopleLabel(s.people)}, {fte(s.shownFte)} ETC
                  {s.kind === 'substitute' && (
                    <span className="font-normal text-slate-600">
                      {' '}
                      (vacaciones, ausencias y festivos; sin turno fijo en el cuadrante)
                    </span>
                  )}
                </th>
              </tr>
              {rows.map((row) => (
                <StaffRowView key={row.id} row={row} week={week} />
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

/** Loads the workers of a solved simulation (again whenever `version` changes, e.g. after re-costing). */
export function StaffCard({ simulationId, version }: { simulationId: string; version: string }) {
  const result = useService(TOKENS.SimulationResult);
  return (
    <LoadedCard
      title="Plantilla"
      what={{ failed: 'la plantilla', loading: 'plantilla' }}
      load={() => result.employees(simulationId)}
      deps={[result, simulationId, version]}
    >
      {(workers) => <StaffTable workers={workers} />}
    </LoadedCard>
  );
}
