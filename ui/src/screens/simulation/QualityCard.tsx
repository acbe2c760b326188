/**
 * How good the roster is (docs/engine-model.md, "Lower bounds"): the new hires' FTE of the roster against the two
 * lower bounds (by hours; by blocks, which no valid roster can beat) and the cost gap to the block bound, from the
 * sums the summary of GET /simulation carries (`bound_totals`), with the figures per center group and position read
 * (GET /simulation/{id}/bounds) when that table is opened. Shown only when the results carry the block bound.
 */
import { useState } from 'react';
import { TOKENS } from '@licita/application';
import { boundRows, formatNumber, qualityFigures, type Results, RESULT_LABELS, type SolutionBound } from '@licita/domain';
import { useService } from '../../app/container';
import { Card, useLoaded } from './Card';
import { SpinnerIcon } from '../../components/icons';
import { fte } from './format';
import { ScrollRegion } from '../../components/ScrollRegion';
import { NumberCells, NumberHeads, TextHeads } from './tableParts';

const gap = (share: number | null) => (share === null ? '—' : `${share >= 0 ? '+' : ''}${formatNumber(share * 100, 2)} %`);

export function QualityCard({
  results,
  simulationId,
}: {
  /** Resultados de la simulación (su resumen), con las sumas de las cotas inferiores con que se compara la plantilla. */
  results: Results;
  /** Identificador de la simulación, cuyas cotas por agrupación y puesto se leen al abrir su tabla. */
  simulationId: string;
}) {
  const [opened, setOpened] = useState(false);
  const q = qualityFigures(results);
  if (!q) return null;
  return (
    <Card title="Calidad de la solución">
      <dl className="divide-y divide-slate-100">
        {q.rows > 0 && (
          <>
            <Row label="ETC de nuevas contrataciones del cuadrante" value={fte(q.fteNew)} />
            <Row label="Cota inferior por horas" value={`${fte(q.lbFte)} ETC`} />
            <Row label="Cota por bloques" value={`${fte(q.blockLbFte)} ETC`} strong />
            <Row label="Por encima de la cota por bloques" value={gap(q.overBlockBound)} />
          </>
        )}
        <Row label="Diferencia de coste con la cota por bloques" value={gap(q.blockCostGap)} />
      </dl>
      <p className="mt-2 text-sm text-slate-500">
        Ninguna plantilla válida necesita menos horas de nuevas contrataciones que la cota por bloques: tiene en cuenta que un
        bloque de trabajo no se reparte entre dos personas y los límites diarios, semanales y de descanso del convenio de cada
        subrogado/a.
      </p>
      {q.rows > 0 && (
        <details className="mt-3" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">Por agrupación y puesto</summary>
          <div className="mt-2">{opened && <BoundsTable simulationId={simulationId} />}</div>
        </details>
      )}
    </Card>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="min-w-0 text-sm text-slate-600">{label}</dt>
      <dd className={`ml-auto text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{value}</dd>
    </div>
  );
}

/** The bounds per center group and position, read when the table is first opened. */
function BoundsTable({ simulationId }: { simulationId: string }) {
  const result = useService(TOKENS.SimulationResult);
  const { data, failed } = useLoaded<SolutionBound[]>(() => result.bounds(simulationId), [result, simulationId]);
  if (failed) return <p className="text-sm text-slate-500">No se han podido cargar las cotas</p>;
  if (!data)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <SpinnerIcon width={16} height={16} /> Cargando cotas…
      </p>
    );
  return (
    <ScrollRegion label="Cotas por agrupación y puesto">
      <table aria-label="Cotas por agrupación y puesto" className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <TextHeads labels={['Agrupación o centro', 'Puesto']} />
            <NumberHeads labels={[RESULT_LABELS.fteNew, 'Cota por horas', 'Cota por bloques']} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {boundRows(data).map((r) => (
            <tr key={`${r.group}|${r.position}`}>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-800">
                {r.group}
              </th>
              <td className="py-2 pr-4 text-slate-700">{r.position}</td>
              <NumberCells values={[fte(r.fteNew), fte(r.lbFte), fte(r.blockLbFte)]} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
