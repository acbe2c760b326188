/**
 * What a later version of the notice changes, as the preparer checks it before 'Aplicar cambios': the tender's data
 * (value now, value in the notice), the lots, award criteria, awards and modifications added, removed or changed, and the simulations whose
 * budget and price points would follow their lot.
 */
import type { PlacspRefreshPreview } from '@licita/domain';
import { formatNumber, TENDER_DATA_TITLE, NOTICE_LABELS } from '@licita/domain';
import { Badge, ValueTable } from './ChangeParts';
import { AwardChanges } from './AwardChanges';
import { CheckboxLabel } from '../../components/CheckboxLabel';

const pts = (w: number | null) => (w === null ? 'sin puntos' : `${formatNumber(w, w % 1 ? 2 : 0)} puntos`);

/** Why a simulation's inputs stay: only a stopped simulation's change (as in its form). */
const NOT_UPDATABLE = {
  Running: 'En cálculo: no se cambia.',
  computed: "Ya calculada: no se cambia; ajuste el presupuesto y los puntos en 'Modificar parámetros' de su solución.",
} as const;

/** Whether the notice changes anything at all. */
export const hasChanges = (c: PlacspRefreshPreview) => c.fields.length + c.lots.length + c.criteria.length + c.awards.length > 0;

export function RefreshChanges({
  changes,
  updateSimulations,
  onUpdateSimulations,
}: {
  /** Los cambios que trae el anuncio. */
  changes: PlacspRefreshPreview;
  /** Si las simulaciones de cada lote toman el nuevo presupuesto y puntos del precio. */
  updateSimulations: boolean;
  onUpdateSimulations(v: boolean): void;
}) {
  if (!hasChanges(changes)) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        El anuncio no cambia ningún dato de la licitación. Al aplicarlo, la licitación tomará su fecha como origen.
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-5">
      {changes.fields.length > 0 && (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-slate-700">{TENDER_DATA_TITLE}</h3>
          <ValueTable label="Datos que cambian" values={changes.fields} />
        </section>
      )}
      {changes.lots.length > 0 && <LotChanges lots={changes.lots} />}
      {changes.criteria.length > 0 && <CriteriaChanges criteria={changes.criteria} />}
      {changes.awards.length > 0 && <AwardChanges awards={changes.awards} />}
      {changes.simulations.length > 0 && (
        <SimulationChanges
          simulations={changes.simulations}
          updateSimulations={updateSimulations}
          onUpdateSimulations={onUpdateSimulations}
        />
      )}
    </div>
  );
}

/** 'Lotes': each lot added, removed or changed, with the values that change. */
function LotChanges({ lots }: { lots: PlacspRefreshPreview['lots'] }) {
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">Lotes</h3>
      <ul aria-label="Lotes que cambian" className="space-y-2">
        {lots.map((l) => (
          <li key={l.id} className="text-sm text-slate-800">
            <span className="font-medium">{l.name ?? `Lote ${l.id}`}</span>
            <Badge change={l.change} />
            {l.change === 'removed' && <p className="text-xs text-slate-600">Sus simulaciones se conservan.</p>}
            {l.values.length > 0 && <ValueTable label={`Cambios del lote ${l.id}`} values={l.values} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The award criteria added, removed or changed: their points, and a changed criterion's new formula. */
function CriteriaChanges({ criteria }: { criteria: PlacspRefreshPreview['criteria'] }) {
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">{NOTICE_LABELS.awardCriteria}</h3>
      <ul aria-label="Criterios que cambian" className="space-y-1 text-sm text-slate-800">
        {criteria.map((c) => (
          <li key={c.name}>
            {c.name}
            <Badge change={c.change} />
            <span className="ml-2 text-slate-600">
              {c.change === 'changed'
                ? `${pts(c.current!.weight)} → ${pts(c.incoming!.weight)}`
                : pts((c.incoming ?? c.current)!.weight)}
            </span>
            {c.change === 'changed' && c.incoming!.formula !== c.current!.formula && c.incoming!.formula && (
              <p className="text-xs text-slate-600">
                {NOTICE_LABELS.noticeFormula} {c.incoming!.formula}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lot simulations whose budget and price points would follow, and the box that lets them. */
function SimulationChanges({
  simulations,
  updateSimulations,
  onUpdateSimulations,
}: {
  simulations: PlacspRefreshPreview['simulations'];
  updateSimulations: boolean;
  onUpdateSimulations(v: boolean): void;
}) {
  return (
    <section className="rounded-lg bg-slate-50 p-3">
      <CheckboxLabel
        className="flex items-start gap-2 text-sm text-slate-800"
        inputClassName="mt-1"
        checked={updateSimulations}
        onChange={onUpdateSimulations}
      >
        <span>
          Actualizar también el presupuesto y los puntos del precio de las simulaciones creadas desde cada lote (el resto de sus
          datos no cambia)
        </span>
      </CheckboxLabel>
      <ul aria-label="Simulaciones que cambian" className="mt-2 space-y-2 pl-6">
        {simulations.map((s) => (
          <li key={s.id} className="text-sm text-slate-800">
            <span className="font-medium">{s.name}</span>
            {!s.updatable && (
              <p className="text-xs text-amber-800">{NOT_UPDATABLE[s.status === 'Running' ? 'Running' : 'computed']}</p>
            )}
            <ValueTable label={`Cambios de ${s.name}`} values={s.values} />
          </li>
        ))}
      </ul>
    </section>
  );
}
