/**
 * Under a lot with several price-type criteria: which one the lot's simulations score their offer with (their price
 * points: the sum, as imported, or one criterion's weight), and 'Usar solo este criterio' / 'Usar la suma', which set
 * those points through the simulation's own saves: 'Modificar parámetros' (re-costed) for a computed one, its bid
 * inputs for one not computed yet.
 */
import { useState } from 'react';
import { concat, defer, EMPTY, ignoreElements, type Observable } from 'rxjs';
import { TOKENS } from '@licita/application';
import { formatNumber, type AwardCriterion, type SimulationCard } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';

const points = (n: number) => `${formatNumber(n, n % 1 ? 2 : 0)} puntos`;

/** What a simulation's price points mean against the lot's price criteria, in Spanish. */
function priceCriterionInUse(criteria: readonly AwardCriterion[], sum: number, value: number | null | undefined): string {
  if (value === null || value === undefined) return 'sin puntos del precio';
  if (value === sum) return `la suma de los criterios de precio (${points(sum)})`;
  const same = criteria.filter((c) => c.weight === value);
  if (same.length === 1) return `solo «${same[0]!.name}» (${points(value)})`;
  if (same.length > 1)
    return `un solo criterio de precio, ${points(value)} (${same.map((c) => `«${c.name}»`).join(' o ')}: pesan lo mismo)`;
  return `${points(value)}, puestos a mano en la simulación`;
}

/** Sets the points in each simulation, one after the other, by the path its state allows. */
function usePricePoints(onDone: () => void) {
  const modify = useService(TOKENS.ModifyParameters);
  const saveBid = useService(TOKENS.SavePricePoints);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = (simulations: readonly SimulationCard[], value: number) => {
    const steps: Observable<unknown>[] = simulations.map((s) =>
      defer(() =>
        s.status === 'Solved' ? modify.pricePoints(s.uid, value) : s.status === 'Stopped' ? saveBid.execute(s.uid, value) : EMPTY,
      ),
    );
    setBusy(true);
    setError(null);
    concat(...steps)
      .pipe(ignoreElements())
      .subscribe({
        complete: () => {
          setBusy(false);
          onDone();
        },
        error: (e: unknown) => {
          setBusy(false);
          setError(e instanceof Error ? e.message : 'No se han podido cambiar los puntos del precio.');
        },
      });
  };
  return { apply, busy, error };
}

export function PriceCriterionChoice({
  criteria,
  simulations,
  canEdit = false,
  onChanged,
}: {
  /** Los criterios de tipo precio del lote (dos o más). */
  criteria: readonly AwardCriterion[];
  /** Las simulaciones creadas desde el lote, con sus puntos del precio. */
  simulations: readonly SimulationCard[];
  /** Si el usuario puede cambiar las simulaciones ('Usar solo este criterio'). */
  canEdit?: boolean;
  /** Se llama tras cambiar los puntos, para volver a cargar la página. */
  onChanged?(): void;
}) {
  const { apply, busy, error } = usePricePoints(() => onChanged?.());
  const sum = criteria.reduce((s, c) => s + (c.weight ?? 0), 0);
  const running = simulations.filter((s) => s.status !== 'Solved' && s.status !== 'Stopped');
  const inUse = (value: number) => simulations.length > 0 && simulations.every((s) => s.price_points === value);
  const option = (key: string, label: string, value: number, button: string) => (
    <li key={key} aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <span>{label}</span>
      {inUse(value) ? (
        <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800">En uso</span>
      ) : (
        canEdit && (
          <Button variant="secondary" disabled={busy} onClick={() => apply(simulations, value)}>
            {button}
          </Button>
        )
      )}
    </li>
  );
  return (
    <div className="mt-2 space-y-1">
      <ul aria-label="Criterios de precio de la simulación" className="space-y-1">
        {criteria.map((c, i) =>
          c.weight === null ? null : option(`c${i}`, `${c.name} (${points(c.weight)})`, c.weight, 'Usar solo este criterio'),
        )}
        {option('sum', `Suma de los criterios de precio (${points(sum)})`, sum, 'Usar la suma')}
      </ul>
      <ul aria-label="Puntos del precio de las simulaciones del lote" className="space-y-0.5">
        {simulations.map((s) => (
          <li key={s.uid}>
            En uso en «{s.name}»: {priceCriterionInUse(criteria, sum, s.price_points)}
          </li>
        ))}
      </ul>
      {running.length > 0 && (
        <p>{running.map((s) => `«${s.name}»`).join(', ')}: en cálculo o con error, sus puntos no se cambian desde aquí.</p>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
