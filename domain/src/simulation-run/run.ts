/**
 * The run of a simulation: the launch flow's messages and delay, the
 * 460 refusals, when the page keeps refreshing and which actions its header offers.
 */
import { LAUNCH_ERROR_CODES } from '../errors';
import { SimulationRules, type Permissions } from '../permissions';
import type { Status } from '../simulation';
import type { ValidationFinding } from './codecs';

/** After a clean validation the launch starts by itself after 1.5 s. */
export const AUTO_LAUNCH_DELAY_MS = 1500;

export const RUN_MESSAGES = {
  confirmTitle: 'Lanzar simulación',
  confirmText: 'Se validarán los datos y se lanzará el cálculo de la simulación. ¿Quieres continuar?',
  validatingTitle: 'Validando simulación',
  validationFailed: 'Error validando los datos de la simulación.',
  clean: 'Los datos son correctos. La simulación se lanzará en unos instantes…',
  launched: 'Simulación lanzada',
  cancelled: 'Simulación cancelada',
  stoppedByUser: 'El cálculo se ha detenido a petición del usuario',
  groundsSaved: 'Fundamentos de la justificación guardados',
  inputsChanged:
    'Los datos de entrada han cambiado desde que se calculó esta solución (por ejemplo, un convenio). Los resultados, el libro y la justificación muestran lo que usó el cálculo; vuelve a lanzar la simulación para actualizarlos.',
  ignoreAndLaunch: 'Ignorar y lanzar',
  unparsable: 'No se han podido leer los resultados de la simulación',
  noResults: 'La simulación todavía no tiene resultados',
  // the config host's refusals (tests and stories record them on the in-memory fakes with `refuseNext`)
  noSolution: 'La simulación no tiene solución todavía',
  notRunning: 'La simulación no está en curso',
  notStopped: (status: string) => `Solo se puede lanzar una simulación detenida; esta simulación está en estado ${status}`,
  socialSecurityTitle: 'Bonificación de la seguridad social',
  socialSecurityText:
    'Selecciona los nuevos empleados/as con contrato de discapacidad para descontar su coste de seguridad social.',
  socialSecuritySaved: 'Seguridad social actualizada',
} as const;

/** The text of a 460 refusal: the catalogue's message of its code, else what the server said. */
export function launchRefusalMessage(code: number | null | undefined, serverMessage?: string | null): string {
  return (code !== null && code !== undefined && LAUNCH_ERROR_CODES[code]) || serverMessage || 'No se puede lanzar la simulación';
}

/** Findings that launch would refuse (with a code) first, then the warnings. */
export function splitFindings(findings: readonly ValidationFinding[]): {
  errors: ValidationFinding[];
  warnings: ValidationFinding[];
} {
  return { errors: findings.filter((f) => f.error_code !== null), warnings: findings.filter((f) => f.error_code === null) };
}

/**
 * Whether the page keeps refreshing: until the status is no longer Running (not until the last event arrives,
 * which a failed run may never send).
 */
export const isRunning = (status: Status) => status === 'Running';

/** 'Modificar parámetros' and the social security link: simulation update permission and a solved run to re-cost. */
export function canChangeSolution(permissions: Permissions, status: Status, hasResults: boolean): boolean {
  return SimulationRules.edit(permissions) && status === 'Solved' && hasResults;
}

/** 'Cancelar' of a running simulation needs the update permission. */
export const canCancelRun = (permissions: Permissions, status: Status) => SimulationRules.edit(permissions) && isRunning(status);

/** Route of the social security screen of a simulation. */
export const socialSecurityRoute = (projectId: string, simulationId: string) =>
  `/social_security_cost/${projectId}/${simulationId}`;
/** Route of the simulation page. */
export const simulationPageRoute = (projectId: string, simulationId: string) =>
  `/projects/${projectId}/simulations/${simulationId}`;
/** Route of the simulation form. */
export const simulationFormRoute = (projectId: string, simulationId: string) => `/simulation/${projectId}/${simulationId}/form`;
