import * as t from 'io-ts';
import * as Config from './generated/config';
import * as E from 'fp-ts/lib/Either.js';
import { TENDER_TITLE_MAX } from './constants';
import { textCharacterMessage } from './text-characters';
import { COMMON_MESSAGES } from './messages';

export const Project = Config.Project;
export type Project = t.TypeOf<typeof Project>;

/** A notice of the Plataforma de Contratación del Sector Público as the import reads it, and its award criteria. */
export const PlacspNotice = Config.PlacspNotice;
export type PlacspNotice = t.TypeOf<typeof PlacspNotice>;
export type AwardCriterion = t.TypeOf<typeof Config.AwardCriterion>;
/** What a later version of the notice changes ('Actualizar desde la Plataforma'). */
export type PlacspRefreshPreview = t.TypeOf<typeof Config.PlacspRefreshPreview>;
export type PlacspValueChange = t.TypeOf<typeof Config.PlacspValueChange>;
/** The awards and contract modifications a later notice changes (a codec: recorded answers are checked with it). */
export const PlacspAwardChanges = t.array(Config.PlacspAwardChange);

/** A tender as the list gives it: without the imported notice and its criteria (`import_source`, `award_criteria`). */
export type ProjectListItem = t.TypeOf<typeof Config.ProjectListItem>;

export interface ProjectPage {
  items: ProjectListItem[];
  next_start_id: string | null;
}

export const TENDER_NAME_MAX_LENGTH = 255;

/** Tender name rule: required, not only blanks, at most 255 characters. Left = Spanish message. */
export function validateTenderName(name: string): E.Either<string, string> {
  const trimmed = name.trim();
  if (!trimmed) return E.left('Nombre requerido');
  if (trimmed.length > TENDER_NAME_MAX_LENGTH) return E.left(`Máximo ${TENDER_NAME_MAX_LENGTH} caracteres`);
  const character = textCharacterMessage(trimmed);
  if (character) return E.left(character);
  return E.right(trimmed);
}

/** Truncates above `max` characters with an ellipsis (card titles: 120). */
export function truncate(text: string, max: number = TENDER_TITLE_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The card subtitle: 'N simulaciones' ('1 simulación'). */
export function simulationCountLabel(n: number): string {
  return n === 1 ? '1 simulación' : `${n} simulaciones`;
}

/** Empty-state texts of the tender list. */
export function tenderListEmptyState(search: string): { title: string; subtitle: string } {
  return search.trim()
    ? { title: 'Ninguna licitación cumple los criterios de búsqueda', subtitle: COMMON_MESSAGES.retry }
    : { title: 'No hay ninguna licitación todavía', subtitle: 'Comienza creando una' };
}

export const DELETE_TENDER_TITLE = 'Eliminar licitación';
export const DELETE_TENDER_TEXT = 'Vas a eliminar una licitación y todas las simulaciones que contiene, ¿estás seguro?';
