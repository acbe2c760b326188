/** Story and test helpers of the simulation page: a fake app whose simulations carry run data (see runFakes). */
import { useEffect, useState, type ReactNode } from 'react';
import { TOKENS, type SimulationPage } from '@licita/application';
import {
  runFakes,
  simulationFakes,
  type InMemoryBackend,
  type InMemoryRunBackend,
  type InMemorySimulationBackend,
} from '@licita/application/fakes';
import type { Results } from '@licita/domain';
import { useService } from '../app/container';
import { AppLayout } from '../shell/Layout';
import { PreparedApp, type FakeAppOptions } from './fakeApp';
import { fullBackend, PROJECT_ID } from './data';
import { seedSimulation } from './simulationStories';

/** s-1 Solved, s-2 Running, s-3 Error, s-4 Stopped (with its inputs filled in). */
export const SOLVED_ID = 's-1';
export const RUNNING_ID = 's-2';
export const ERROR_ID = 's-3';
export const pagePath = (id: string) => `/projects/${PROJECT_ID}/simulations/${id}`;
export const socialSecurityPath = (id: string) => `/social_security_cost/${PROJECT_ID}/${id}`;

/**
 * The block bound of the demo roster's results, per group and position, as the server sends it: 2.4 + 0.6 = 3.00 new
 * FTE over a block bound of 2.35 + 0.6 = 2.95 and an hours bound of 2.1 + 0.5 = 2.60.
 */
export const blockBounds = (): Pick<Results, 'block_lower_bound_cost' | 'block_cost_gap' | 'bounds'> => ({
  block_lower_bound_cost: 65_100,
  block_cost_gap: 0.0075,
  bounds: [
    {
      center_group: '1',
      position_id: 'pos-limp',
      position: 'Limpieza',
      lb_fte: 2.1,
      fte_new: 2.4,
      ratio: 2.4 / 2.1,
      block_lb_fte: 2.35,
      block_ratio: 2.4 / 2.35,
    },
    {
      center_group: 'Hospital Norte',
      position_id: 'pos-crist',
      position: 'Cristalero',
      lb_fte: 0.5,
      fte_new: 0.6,
      ratio: 0.6 / 0.5,
      block_lb_fte: 0.6,
      block_ratio: 1,
    },
  ],
});

export function RunStoryApp({
  options = {},
  data,
  children,
}: {
  options?: FakeAppOptions;
  data?: (runs: InMemoryRunBackend, inputs: InMemorySimulationBackend, backend: InMemoryBackend) => void;
  children: ReactNode;
}) {
  return (
    <PreparedApp
      options={{ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend(), ...options }}
      prepare={(a) => {
        const inputs = simulationFakes(a.backend);
        seedSimulation(inputs);
        data?.(runFakes(a.backend), inputs, a.backend);
      }}
    >
      <AppLayout>{children}</AppLayout>
    </PreparedApp>
  );
}

/** Loads a simulation page once (no refresh) and hands it to `children` (stories of the view in a given state). */
export function WithPage({ id, children }: { id: string; children: (page: SimulationPage) => ReactNode }) {
  const result = useService(TOKENS.SimulationResult);
  const [page, setPage] = useState<SimulationPage | null>(null);
  useEffect(() => {
    const sub = result.page(PROJECT_ID, id).subscribe(setPage);
    return () => sub.unsubscribe();
  }, [result, id]);
  return page ? <>{children(page)}</> : null;
}
