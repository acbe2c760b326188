/** Error catalogue: the Spanish message and the destination of each kind of failed API call. */
import { LaunchRefusedErrorCodeMessages } from './generated/messages';
import { INPUT_MESSAGES } from './simulation-inputs/messages';
import { AGREEMENT_MESSAGES } from './agreements/constants';
import { COMMON_MESSAGES } from './messages';
export const UNKNOWN_ERROR = 'Error desconocido en el servidor';
export const CONNECTION_LOST = 'Has perdido la conexión con el servidor';
export const POLLING_TIMEOUT = COMMON_MESSAGES.slowServer;
export const PAGE_NOT_FOUND = 'Error 404, Página no encontrada';

/** What the server answers that the client also shows or its fakes answer: written once, here. */
export const API_MESSAGES = {
  wrongCredentials: 'Usuario o contraseña incorrectos',
  noWorkspaceAccess: 'Su usuario no tiene acceso al espacio de trabajo',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No encontrado',
  unknown: UNKNOWN_ERROR,
} as const;

const TRANSLATIONS: Record<string, string> = {
  'Wrong credentials provided': API_MESSAGES.wrongCredentials,
  'User Not Found': 'Usuario incorrecto',
  'User does not have access to the workspace': API_MESSAGES.noWorkspaceAccess,
  'The agreement is already duplicated': AGREEMENT_MESSAGES.duplicateExists,
  'excel can not be calculated': 'La simulación ya no permite modificar parámetros: duplícala y vuelve a lanzarla',
  'Surrogate is assigned more hours than allowed': INPUT_MESSAGES.surrogateOverAgreementWeek,
  'Error creating a simulation': 'Error creando la simulación, inténtalo más tarde',
  'unknown error': UNKNOWN_ERROR,
};

/** The Spanish text of a server message; null for 'Unauthorized', which is never shown. */
export function translateError(message: string | null | undefined): string | null {
  if (message === null || message === undefined || message.trim() === '') return UNKNOWN_ERROR;
  const m = message.trim();
  if (m.toLowerCase() === 'unauthorized') return null;
  return TRANSLATIONS[m] ?? m;
}

export const REDIRECT_STATUSES = [404, 500, 502, 503, 504, 505, 550] as const;

/** Whether an error answer sends the user to /404: the statuses above, except /validate and /from_previous_study. */
export function shouldRedirectTo404(status: number, url: string): boolean {
  if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) return false;
  return !(url.includes('/validate') || url.includes('/from_previous_study'));
}

/** Launch refusal (460) codes and their messages, as the contract gives them. */
export const LAUNCH_ERROR_CODES: Record<number, string> = LaunchRefusedErrorCodeMessages;
