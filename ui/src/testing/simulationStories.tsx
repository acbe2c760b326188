/** Story and test helpers of the simulation form: a fake app with a simulation whose inputs are filled in. */
import type { ReactNode } from 'react';
import { type SimulationFormContext } from '@licita/application';
import { simulationFakes, type InMemoryBackend, type InMemorySimulationBackend } from '@licita/application/fakes';
import { AppLayout } from '../shell/Layout';
import { PreparedApp, type FakeAppOptions } from './fakeApp';
import { fullBackend, PROJECT_ID } from './data';
import { cleanerSurrogate, DEMO_CENTERS, DEMO_POSITIONS, hourlyTask, placedAt } from './formFixtures';

/** s-4 of the demo tender is Stopped: the form opens on it. */
export const FORM_SIMULATION_ID = 's-4';
export const FORM_PATH = `/simulation/${PROJECT_ID}/${FORM_SIMULATION_ID}/form`;

/** A complete small simulation: basic data, two centers, positions, a split shift, a weekly task, surrogates, other costs. */
export function seedSimulation(f: InMemorySimulationBackend, id = FORM_SIMULATION_ID): void {
  f.basic.set(id, { service_date_init: '2025-01-01', service_duration: 24, social_security: 34, absenteeism_rate: 3 });
  const d = f.data(id);
  d.centers = DEMO_CENTERS.map((c) => ({ ...c }));
  d.positions = DEMO_POSITIONS.map((p) => ({ ...p }));
  d.categoryPositions = { disabled: false, byCategory: { 'cat-limp': ['pos-limp', 'pos-crist'], 'cat-esp': ['pos-crist'] } };
  d.shifts = [
    {
      id: 'sh-1',
      ...placedAt('c-1', 'pos-limp'),
      number_of_workers: 2,
      shift_type: 'split',
      shift_times: [
        { id: 't1', time_init: '06:00', time_end: '10:00' },
        { id: 't2', time_init: '16:00', time_end: '20:00' },
      ],
      shifts: 2,
      weekdays_working: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      work_in_holidays: false,
      weekday_work_in_holidays: false,
      exists_period_without_work: true,
      periods_without_work: [{ id: 'p1', date_init: '2025-08-01', date_end: '2025-08-31' }],
    },
  ];
  d.tasks = [
    hourlyTask({
      id: 'tk-1',
      name: 'Limpieza de cristales',
      weekdays: ['saturday'],
      work_time: { hours: 3, minutes: 30 },
      frequency: { period_type: 'fixed_period', period: 'week', amount: 1 },
      recommended_time_slot: { time_init: '08:00', time_end: '12:00' },
      exists_recommended_time_slot: true,
    }),
  ];
  const sub = (n: number, name: string, hours: number, beginning: string, retirement: boolean) =>
    cleanerSurrogate({
      id: `sub-${n}`,
      name,
      hours,
      beginning,
      retirement,
      center_id: n === 1 ? 'c-1' : null,
      contract: f.contractTypes[0]!,
    });
  // José García on a fixed-term contract: the list says it beside María López's open-ended one
  d.surrogates = [
    sub(1, 'María López', 30, '2010-03-01', false),
    { ...sub(2, 'José García', 20, '1988-09-15', true), contract_kind: 'temporal' as const },
  ];
  d.otherCosts = [
    {
      id: 'oc-1',
      name: 'Maquinaria',
      cost_type: 'SALARY_PERCENT',
      amount: 3,
      months_to_apply: null,
      number_of_units: null,
      center_id: null,
      center_name: null,
    },
    {
      id: 'oc-2',
      name: 'Fregonas',
      cost_type: 'MONTHLY_UNIT_COST',
      amount: 2.5,
      months_to_apply: 24,
      number_of_units: 10,
      center_id: 'c-1',
      center_name: 'Colegio Santa Teresa',
    },
  ];
}

/**
 * The seeded simulation with `count` fixed shifts, hourly tasks and other costs (a big tender, shown a page at a
 * time): shift n has n workers, task n is 'Tarea n', cost n is 'Concepto n'; every tenth row is at Polideportivo Norte,
 * the rest at Colegio Santa Teresa.
 */
export function seedLongLists(f: InMemorySimulationBackend, count: number, id = FORM_SIMULATION_ID): void {
  seedSimulation(f, id);
  const d = f.data(id);
  const [shift] = d.shifts;
  const [task] = d.tasks;
  const at = (n: number) => (n % 10 === 0 ? 'c-2' : 'c-1');
  const numbered = Array.from({ length: count }, (_, i) => i + 1);
  d.shifts = numbered.map((n) => ({ ...shift!, ...placedAt(at(n), 'pos-limp'), id: `sh-${n}`, number_of_workers: n }));
  d.tasks = numbered.map((n) => ({ ...task!, ...placedAt(at(n), 'pos-crist'), id: `tk-${n}`, name: `Tarea ${n}` }));
  d.otherCosts = numbered.map((n) => ({
    ...{ id: `oc-${n}`, name: `Concepto ${n}`, cost_type: 'AMOUNT_BY_WORKER' as const, amount: n },
    ...{ months_to_apply: null, number_of_units: null, center_id: at(n), center_name: placedAt(at(n), 'pos-limp').center.name },
  }));
}

/** The form context of the seeded simulation, for stories of a single step. */
export function seededContext(): SimulationFormContext {
  return {
    project: {
      id: PROJECT_ID,
      uid: PROJECT_ID,
      name: 'Licitación 3',
      simulation_number: 4,
      workspace_id: 'ws-demo',
      created_at: '2025-03-01T09:00:00.000Z',
    },
    simulation: {
      id: FORM_SIMULATION_ID,
      name: 'Simulación 4',
      project_id: PROJECT_ID,
      status: 'Stopped',
      service_date_init: '2025-01-01',
      service_duration: 24,
      social_security: 34,
      absenteeism_rate: 3,
    },
    centers: DEMO_CENTERS.map((c) => ({ ...c })),
    localities: [
      { id: 'loc-avila', name: 'Ávila', region: 'ES-CL', local_holidays: ['2025-10-15'], nuts_code: 'ES411' },
      { id: 'loc-madrid', name: 'Madrid', region: 'ES-MD', local_holidays: [], nuts_code: 'ES300' },
    ],
    agreements: [
      {
        id: 'agr-avila',
        uid: 'agr-avila',
        name: 'Limpieza Ávila 2024-2027',
        start_year: 2024,
        end_year: 2027,
        update_permissions: true,
        expired: false,
        scope: { level: 'province', nuts: ['ES411'] },
        regcon_code: null,
      },
    ],
  };
}

/** The seeded simulation with `count` centers named 'Centro N de count', alternating its two localities (a big tender). */
export function manyCentersContext(count: number): SimulationFormContext {
  const ctx = seededContext();
  const [first] = DEMO_CENTERS;
  const centers = Array.from({ length: count }, (_, i) => ({
    ...first!,
    id: `c-many-${i + 1}`,
    name: `Centro ${i + 1} de ${count}`,
    municipality_id: i % 2 ? 'loc-madrid' : 'loc-avila',
    municipality_name: i % 2 ? 'Madrid' : 'Ávila',
  }));
  return { ...ctx, centers };
}

export function SimulationStoryApp({
  options = {},
  seed = true,
  data,
  children,
}: {
  options?: FakeAppOptions;
  seed?: boolean;
  data?: (fakes: InMemorySimulationBackend, backend: InMemoryBackend) => void;
  children: ReactNode;
}) {
  return (
    <PreparedApp
      options={{ loggedIn: true, path: FORM_PATH, backend: fullBackend(), ...options }}
      prepare={(a) => {
        const f = simulationFakes(a.backend);
        if (seed) seedSimulation(f);
        data?.(f, a.backend);
      }}
    >
      <AppLayout>{children}</AppLayout>
    </PreparedApp>
  );
}
