/**
 * 'Por qué esta plantilla' a page at a time (GET /simulation/{id}/explanations): the search over a group's heading
 * and its sentences, and the page of sentences the card shows. The server's route and the in-memory fake both answer
 * with `explanationsPage`.
 */
import * as t from 'io-ts';
import * as Config from '../generated/config';
import { foldName } from '../simulation-inputs/localities';
import type { StaffingExplanationRead } from './codecs';
import { pageOfGroups, rosterPageOffset, rowsIn } from './paging';

export const ExplanationsPageCodec = Config.ExplanationsPage;
export type ExplanationsPage = t.TypeOf<typeof ExplanationsPageCodec>;

/** Sentences of a page of the explanations (the card's, and the server's default). */
export const EXPLANATIONS_PAGE_SIZE = 50;

/** What a page of the explanations asks for: where, how many, and the search ('' for all). */
export interface ExplanationsQuery {
  offset: number;
  limit: number;
  search: string;
}

/** The first page, unsearched. */
export const FIRST_EXPLANATIONS_PAGE: ExplanationsQuery = { offset: 0, limit: EXPLANATIONS_PAGE_SIZE, search: '' };

/** "Agrupación 1 · Limpieza", or the center's name for a center without group. */
export function explanationHeading(e: Pick<StaffingExplanationRead, 'center_group' | 'position'>): string {
  const where = /^\d+$/.test(e.center_group) ? `Agrupación ${e.center_group}` : e.center_group;
  return e.position ? `${where} · ${e.position}` : where;
}

/**
 * The page of the explanations the card shows: each group whose heading contains the search keeps every sentence,
 * the others the sentences containing it (accent- and case-insensitive); then `limit` sentences from `offset` (the
 * last page when fewer remain) counted over every group in order, each group with its slice, empty groups left out.
 */
export function explanationsPage(explanations: readonly StaffingExplanationRead[], q: ExplanationsQuery): ExplanationsPage {
  const wanted = foldName(q.search);
  const found = explanations.map((e) => ({
    group: e,
    rows: foldName(explanationHeading(e)).includes(wanted)
      ? e.items
      : e.items.filter((i) => foldName(i.message).includes(wanted)),
  }));
  const total = rowsIn(found);
  const offset = rosterPageOffset(total, q);
  const groups = pageOfGroups(found, { from: offset, to: offset + q.limit }).map(({ group, rows }) => ({
    ...group,
    items: rows,
  }));
  return { groups, offset, total };
}
