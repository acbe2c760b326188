/**
 * How good the roster is (docs/engine-model.md, "Lower bounds"): the new hires' FTE of the roster against the two
 * lower bounds (by hours; by blocks, which no valid roster can beat) and the cost gap to the block bound, with
 * the figures per center group and position. Shown only when the results carry the block bound.
 */
import { formatNumber, qualityFigures, type Results, RESULT_LABELS } from '@licita/domain';
import { Card } from './Card';
import { fte } from './format';
import { ScrollRegion } from '../../components/ScrollRegion';
import { NumberCells, NumberHeads, TextHeads } from './tableParts';

const gap = (share: number | null) => (share === null ? '—' : `${share >= 0 ? '+' : ''}${formatNumber(share * 100, 2)} %`);

export function QualityCard({
  results,
}: {
  /** Resultados de la simulación, con las cotas inferiores con que se compara la plantilla. */
  results: Results;
}) {
  const q = qualityFigures(results);
  if (!q) return null;
  return (
    <Card title="Calidad de la solución">
      <dl className="divide-y divide-slate-100">
        {q.rows.length > 0 && (
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
      {q.rows.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">Por agrupación y puesto</summary>
          <div className="mt-2">
            <ScrollRegion label="Cotas por agrupación y puesto">
              <table aria-label="Cotas por agrupación y puesto" className="w-full min-w-[36rem] text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-slate-500">
                    <TextHeads labels={['Agrupación o centro', 'Puesto']} />
                    <NumberHeads labels={[RESULT_LABELS.fteNew, 'Cota por horas', 'Cota por bloques']} />
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {q.rows.map((r) => (
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
          </div>
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
