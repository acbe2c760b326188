import * as t from 'io-ts';
import * as Config from './generated/config';

export const Status = t.keyof({ Stopped: null, Running: null, Solved: null, Error: null });
export type Status = t.TypeOf<typeof Status>;

/** The fields a simulation and a previous study share as the config host answers them: who, status and when. */
export const RUN_RECORD_FIELDS = {
  id: t.string,
  uid: t.string,
  name: t.string,
  project_id: t.string,
  status: Status,
  started: t.union([t.string, t.null]),
  finished: t.union([t.string, t.null]),
  createdAt: t.string,
  updatedAt: t.string,
};

export const SimulationCard = Config.SimulationCard;
export type SimulationCard = t.TypeOf<typeof SimulationCard>;

export const PreviousStudyCard = Config.PreviousStudyCard;
export type PreviousStudyCard = t.TypeOf<typeof PreviousStudyCard>;

export type StatusColour = 'green' | 'orange' | 'red' | 'blue' | 'none';

/** Simulation card colour: green completed, orange running, red errors (the list's legend). */
export function simulationStatusColour(s: Status): StatusColour {
  switch (s) {
    case 'Solved':
      return 'green';
    case 'Running':
      return 'orange';
    case 'Error':
      return 'red';
    default:
      return 'none';
  }
}

/** Previous-study border: orange Running, red Error, blue Solved, none otherwise. */
export function previousStudyBorderColour(s: Status): StatusColour {
  switch (s) {
    case 'Running':
      return 'orange';
    case 'Error':
      return 'red';
    case 'Solved':
      return 'blue';
    default:
      return 'none';
  }
}

/** What a simulation's status reads as: the legend, the cards and the simulation page's header. */
export const SIMULATION_STATUS_LABELS: Record<Status, string> = {
  Solved: 'Simulación completada',
  Running: 'Simulación en progreso',
  Error: 'Simulación con errores',
  Stopped: 'Simulación sin lanzar',
};

export const SIMULATION_LEGEND: ReadonlyArray<{ colour: StatusColour; label: string }> = [
  { colour: 'green', label: SIMULATION_STATUS_LABELS.Solved },
  { colour: 'orange', label: SIMULATION_STATUS_LABELS.Running },
  { colour: 'red', label: SIMULATION_STATUS_LABELS.Error },
  { colour: 'none', label: SIMULATION_STATUS_LABELS.Stopped },
];

/** The config host's refusal of a duplicate's new id already taken in the workspace (the fakes answer it too). */
export const SIMULATION_ID_TAKEN = 'Ya existe una simulación con ese identificador';

/** Where a simulation card leads: the form when Stopped, otherwise the simulation page. */
export function simulationRoute(projectUid: string, sim: Pick<SimulationCard, 'uid' | 'status'>): string {
  return sim.status === 'Stopped'
    ? `/simulation/${projectUid}/${sim.uid}/form`
    : `/projects/${projectUid}/simulations/${sim.uid}`;
}

/** Where a previous-study card leads: the editor when Stopped, otherwise the solution screen. */
export function previousStudyRoute(projectUid: string, study: Pick<PreviousStudyCard, 'uid' | 'status'>): string {
  return study.status === 'Stopped' ? `/previous/${projectUid}/${study.uid}` : `/previous_solution/${projectUid}/${study.uid}`;
}
