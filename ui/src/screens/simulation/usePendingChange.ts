/**
 * A parameter change or social security discount still being re-costed when the page opens (a reload in the
 * middle of it): 'Actualizando simulación' shows until its status is no longer PENDING, then the page reads the
 * simulation again.
 */
import { useEffect } from 'react';
import { TOKENS } from '@licita/application';
import { useService } from '../../app/container';

export function usePendingChange(
  simulationId: string,
  solved: boolean,
  onUpdating: (on: boolean) => void,
  onDone: () => void,
): void {
  const result = useService(TOKENS.SimulationResult);
  useEffect(() => {
    if (!solved) return;
    let pending = false;
    const sub = result.pendingChange(simulationId).subscribe((on) => {
      if (on || pending) onUpdating(on);
      if (pending && !on) onDone();
      pending = on;
    });
    return () => sub.unsubscribe();
    // once per solved simulation: the callbacks change every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, simulationId, solved]);
}
