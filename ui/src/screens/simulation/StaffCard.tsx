/**
 * The workers of the solution at a glance (GET /solution/{id}/parameters/employees): kind, category, centers and a
 * bar of each one's weekly hours. The day-by-day roster is the 'Cuadrante semanal' card (RosterCard).
 */
import { useEffect, useState } from 'react';
import { TOKENS, type SimulationResult } from '@licita/application';
import type { SolutionEmployee, WorkerKind } from '@licita/domain';
import { useService } from '../../app/container';
import { SpinnerIcon } from '../../components/icons';
import { Card } from './Card';
import { euros, fte } from './format';
import { NumberCells, NumberHeads, TextHeads } from './tableParts';

const KIND: Record<WorkerKind, { label: string; className: string; bar: string }> = {
  surrogate: { label: 'Subrogado/a', className: 'bg-emerald-50 text-emerald-700', bar: 'fill-emerald-500' },
  new: { label: 'A contratar', className: 'bg-brand-50 text-brand-700', bar: 'fill-brand-600' },
  substitute: { label: 'Sustitución', className: 'bg-amber-50 text-amber-800', bar: 'fill-amber-400' },
};

/** The full week the bars are drawn against (40 h, or the longest contract when longer). */
const weekOf = (workers: readonly SolutionEmployee[]) => Math.max(40, ...workers.map((w) => w.weekly_hours));

export function StaffTable({ workers }: { workers: readonly SolutionEmployee[] }) {
  const week = weekOf(workers);
  return (
    <div className="overflow-x-auto">
      <table aria-label="Plantilla" className="w-full min-w-[44rem] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <TextHeads labels={['Empleado/a', 'Categoría', 'Centros', 'Jornada semanal']} />
            <NumberHeads labels={['ETC', 'Coste']} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {workers.map((w) => (
            <tr key={w.id}>
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <span className="block text-slate-800">{w.name}</span>
                <span className={`mt-0.5 inline-block rounded px-1.5 py-0.5 text-xs font-medium ${KIND[w.kind].className}`}>{KIND[w.kind].label}</span>
              </th>
              <td className="py-2 pr-4 text-slate-700">{w.category}</td>
              <td className="py-2 pr-4 text-slate-700">{w.centers.join(', ')}</td>
              <td className="py-2 pr-4">
                <div className="flex items-center gap-2">
                  <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-2.5 w-28" role="img" aria-label={`${fte(w.weekly_hours)} h de ${fte(week)} h semanales`}>
                    <rect width="100" height="6" rx="1.5" className="fill-slate-100" />
                    <rect width={(w.weekly_hours / week) * 100} height="6" rx="1.5" className={KIND[w.kind].bar} />
                  </svg>
                  <span className="text-slate-700 tabular-nums">{fte(w.weekly_hours)} h</span>
                </div>
              </td>
              <NumberCells values={[fte(w.fte), euros(w.total_cost)]} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Loads the workers of a solved simulation (again whenever `version` changes, e.g. after re-costing). */
export function StaffCard({ simulationId, version }: { simulationId: string; version: string }) {
  const result = useService(TOKENS.SimulationResult);
  const [workers, setWorkers] = useState<SolutionEmployee[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    const sub = result.employees(simulationId).subscribe({ next: setWorkers, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [result, simulationId, version]);
  return (
    <Card title="Plantilla">
      {failed ? (
        <p className="text-sm text-slate-500">No se ha podido cargar la plantilla</p>
      ) : workers === null ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <SpinnerIcon width={16} height={16} /> Cargando plantilla…
        </p>
      ) : (
        <StaffTable workers={workers} />
      )}
    </Card>
  );
}
