/** Story and test helpers of previous studies: a fake app whose demo tender holds studies in every status. */
import type { ReactNode } from 'react';
import {
  previousStudyFakes,
  simulationFakes,
  type InMemoryBackend,
  type InMemoryPreviousStudyBackend,
} from '@licita/application/fakes';
import { AppLayout } from '../shell/Layout';
import { PreparedApp, type FakeAppOptions } from './fakeApp';
import { fullBackend, PROJECT_ID } from './data';
import { cleanerSurrogate } from './formFixtures';

/** e-4 of the demo tender is Stopped (the editor opens on it); e-1 is Solved. */
export const EDITOR_STUDY_ID = 'e-4';
export const SOLVED_STUDY_ID = 'e-1';
export const editorPath = (id = EDITOR_STUDY_ID) => `/previous/${PROJECT_ID}/${id}`;
export const solutionPath = (id = SOLVED_STUDY_ID) => `/previous_solution/${PROJECT_ID}/${id}`;

/** A study with basic data, two surrogates and two other costs. */
export function seedStudy(backend: InMemoryBackend, id: string): void {
  const f = previousStudyFakes(backend);
  const d = f.data(id);
  Object.assign(d.detail, {
    service_date_init: '2025-01-01',
    service_duration: 24,
    social_security: 34,
    absenteeism_rate: 4,
    substitution_percentage: 100,
  });
  const contract = simulationFakes(backend).contractTypes[0]!;
  const sub = (n: number, name: string, hours: number, beginning: string, retirement: boolean) =>
    cleanerSurrogate({ id: `ps-sub-${n}`, name, hours, beginning, retirement, center_id: null, contract });
  d.surrogates = [sub(1, 'Ana Martín', 39, '2012-05-02', false), sub(2, 'Luis Pérez', 20, '1987-02-01', true)];
  d.otherCosts = [
    {
      id: 'ps-oc-1',
      name: 'Maquinaria',
      cost_type: 'SALARY_PERCENT',
      amount: 2,
      months_to_apply: null,
      number_of_units: null,
      center_id: null,
      center_name: null,
    },
    {
      id: 'ps-oc-2',
      name: 'Productos de limpieza',
      cost_type: 'MONTHLY_AMOUNT',
      amount: 150,
      months_to_apply: 24,
      number_of_units: null,
      center_id: null,
      center_name: null,
    },
  ];
}

/** The demo tender's studies: e-4 seeded (editor), e-1 seeded and solved; e-3's launch failed. */
export function seedStudies(backend: InMemoryBackend): InMemoryPreviousStudyBackend {
  const f = previousStudyFakes(backend);
  seedStudy(backend, EDITOR_STUDY_ID);
  seedStudy(backend, SOLVED_STUDY_ID);
  f.solve(SOLVED_STUDY_ID);
  seedStudy(backend, 'e-2');
  f.data('e-3').detail.events = [
    {
      id: 'ev-1',
      created: '2024-03-07T12:30:45',
      title: 'Error',
      description: 'Existe subrogado sin categoría',
      type_info: 'Error',
      group: null,
    },
  ];
  return f;
}

export function PreviousStudyStoryApp({
  options = {},
  path = editorPath(),
  data,
  children,
}: {
  options?: FakeAppOptions;
  path?: string;
  data?: (fakes: InMemoryPreviousStudyBackend, backend: InMemoryBackend) => void;
  children: ReactNode;
}) {
  return (
    <PreparedApp
      options={{ loggedIn: true, path, ...options, backend: { ...fullBackend(), ...options.backend } }}
      prepare={(a) => {
        const f = seedStudies(a.backend);
        data?.(f, a.backend);
      }}
    >
      <AppLayout>{children}</AppLayout>
    </PreparedApp>
  );
}
