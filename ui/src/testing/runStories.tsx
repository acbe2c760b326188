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
import { WEEKDAY_NAMES, type Results, type RosterShift, type WeeklyRosterWorker } from '@licita/domain';
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

/** A long roster (the many-workers story): `n` workers over four centers and two categories, mornings and nights. */
export function manyRosterWorkers(n: number): WeeklyRosterWorker[] {
  const centers = ['Colegio Santa Teresa', 'Polideportivo Norte', 'Biblioteca Municipal', 'Centro Cívico Sur'];
  const slots = [
    ['06:00', '14:00', 8],
    ['14:00', '22:00', 8],
    ['22:00', '06:00', 8],
    ['08:00', '12:00', 4],
  ] as const;
  return Array.from({ length: n }, (_, i) => {
    const glass = i % 5 === 4;
    const [time_init, time_end, hours] = slots[i % slots.length]!;
    const position = { position_id: glass ? 'p-2' : 'p-1', position: glass ? 'Cristalería' : 'Limpieza' };
    const at = (k: number): RosterShift => {
      const c = k % centers.length;
      return { center_id: `c-${c + 1}`, center: centers[c]!, ...position, time_init, time_end, hours };
    };
    // Monday to Wednesday at one center and Thursday, Friday at the next; or Tuesday to Saturday at one
    const days = i % 3 === 0 ? [at(i), at(i), at(i), at(i + 1), at(i + 1)] : [null, at(i), at(i), at(i), at(i), at(i)];
    const week = Object.fromEntries(WEEKDAY_NAMES.map((d, k) => [d, days[k] ? [days[k]] : []])) as WeeklyRosterWorker['week'];
    const category = glass ? 'Cristalero/a' : 'Limpiador/a';
    const surrogate = i < n / 4;
    return {
      id: `w-${100 + i}`,
      name: surrogate ? `Subrogado/a ${i + 1}` : `${category} (nueva contratación ${i + 1})`,
      kind: surrogate ? 'surrogate' : 'new',
      category,
      centers: [...new Set(days.filter((s) => s !== null).map((s) => s.center))],
      weekly_hours: 5 * hours,
      assigned_hours: 5 * hours,
      week,
    };
  });
}
