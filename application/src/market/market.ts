/**
 * SimulationMarket ('El mercado', docs/market.md): the comparable set of a simulation — cleaning lots (CPV 909) of
 * its province, from its centers' localities, widened to the community when the province has fewer than
 * MARKET_MIN_LOTS — and 'Usar como competidores', which saves the competitors the set suggests as the parameters'
 * competitors, like Guardar in 'Modificar parámetros'.
 */
import { injectFromBase } from 'inversify';
import { Observable, switchMap } from 'rxjs';
import {
  MARKET_CPV,
  MARKET_MIN_LOTS,
  marketCompetitors,
  parametersToForm,
  simulationProvince,
  type MarketAwards,
  type MarketSet,
} from '@licita/domain';
import { watchedCall } from '../core/form-calls';
import { useCaseOverPorts } from '../core/use-case';
import type { TaskProgress } from '../core/task-polling';
import { SIMULATION_PORTS } from '../simulations/ports';
import { RUN_TOKENS } from '../runs/tokens';
import { MARKET_PORTS } from './ports';

@injectFromBase()
export class SimulationMarket extends useCaseOverPorts({
  market: MARKET_PORTS.MarketGateway,
  inputs: SIMULATION_PORTS.SimulationInputsGateway,
  modify: RUN_TOKENS.ModifyParameters,
}) {
  /** The comparable set, its share below `ours` (our offer's discount) when given; null without a province. */
  comparable(simulationId: string, workspaceId: string, ours: number | null): Observable<MarketSet | null> {
    return watchedCall(this.services.errors, async () => {
      const [centers, localities] = await Promise.all([
        this.ports.inputs.centers(simulationId),
        this.ports.inputs.localities(workspaceId),
      ]);
      const nutsOf = new Map(localities.map((l) => [l.id, l.nuts_code]));
      const province = simulationProvince(centers.map((c) => nutsOf.get(c.municipality_id) ?? null));
      if (!province) return null;
      const filter = { cpv: MARKET_CPV, ...(ours === null ? {} : { discount: ours }) };
      const awards = await this.ports.market.awards({ ...filter, nuts: province });
      if (awards.lots >= MARKET_MIN_LOTS) return { scope: 'province', nuts: province, awards };
      const community = province.slice(0, 4);
      return {
        scope: 'community',
        nuts: community,
        awards: await this.ports.market.awards({ ...filter, nuts: community }),
      };
    });
  }

  /** 'Usar como competidores': the parameters as they are with the set's competitors, saved and followed. */
  useAsCompetitors(simulationId: string, awards: MarketAwards, tenderBudget: number): Observable<TaskProgress> {
    const modify = this.ports.modify;
    return modify.load(simulationId).pipe(
      switchMap((p) => {
        const form = parametersToForm(p);
        return modify.save(simulationId, {
          ...form,
          score: { ...form.score, competitors: marketCompetitors(awards, tenderBudget) },
        });
      }),
    );
  }
}
