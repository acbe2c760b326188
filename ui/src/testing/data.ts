import { DEMO_WORKSPACE, fakeProjects, type InMemoryBackendOptions } from '@licita/application/fakes';
import type { MyInvitation, PreviousStudyCard, SimulationCard, Status } from '@licita/domain';

export const PROJECT_ID = 'p-0003';

const sim = (n: number, status: Status, started: string | null): SimulationCard => ({
  id: `s-${n}`,
  uid: `s-${n}`,
  name: `Simulación ${n}`,
  project_id: PROJECT_ID,
  status,
  started,
  finished: null,
  createdAt: `2024-03-0${n}T09:00:00`,
  updatedAt: `2024-03-1${n}T10:00:00`,
});

export const SIMULATIONS: SimulationCard[] = [
  { ...sim(1, 'Solved', '2024-03-05T10:11:12'), total_cost: 123456.78, offer_without_vat: 118500.5 },
  sim(2, 'Running', '2024-03-06T08:00:00'),
  sim(3, 'Error', '2024-03-07T12:30:45'),
  sim(4, 'Stopped', null),
];

const study = (n: number, status: Status): PreviousStudyCard => ({
  ...sim(n, status, null),
  id: `e-${n}`,
  uid: `e-${n}`,
  name: `Estudio previo ${n}`,
  sub_status: null,
});

export const PREVIOUS_STUDIES: PreviousStudyCard[] = [
  study(1, 'Solved'),
  study(2, 'Running'),
  study(3, 'Error'),
  study(4, 'Stopped'),
];

export const LONG_NAME =
  'Servicio de limpieza integral de los edificios administrativos, centros educativos y dependencias deportivas municipales del Ayuntamiento, lote 3';

export const fullBackend = (): InMemoryBackendOptions => ({
  projects: [
    {
      id: 'p-long',
      uid: 'p-long',
      name: LONG_NAME,
      simulation_number: 1,
      workspace_id: DEMO_WORKSPACE.id,
      created_at: '2025-03-01T09:00:00.000Z',
    },
    ...fakeProjects(40),
  ],
  simulations: SIMULATIONS,
  previousStudies: PREVIOUS_STUDIES,
});

/** Two invitations of this account to other workspaces, one of them with no inviter on record. */
export const pendingInvitations = (): MyInvitation[] => [
  {
    id: 'inv-1',
    workspace_id: 'ws-norte',
    workspace_name: 'Limpiezas del Norte',
    role: { id: 'r-editor', name: 'Editor' },
    invited_by: 'jefa@norte.es',
    expires_at: '2026-12-03T10:00:00.000Z',
  },
  {
    id: 'inv-2',
    workspace_id: 'ws-sur',
    workspace_name: 'Servicios del Sur',
    role: { id: 'r-lector', name: 'Lector' },
    invited_by: '',
    expires_at: '2026-12-04T10:00:00.000Z',
  },
];
