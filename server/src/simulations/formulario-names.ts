/** Names in a Formulario resolved to ids: the file's centers and positions, choices by label, failing fields by column. */
import { randomUUID } from 'node:crypto';
import type { CategoryRef } from './agreement-repository';
import { foldName } from '@licita/domain';

export interface PlannedCenter {
  id: string;
  name: string;
  locality: string;
  region: string | null;
  agreement_id: string;
  center_group: number | null;
  vacation_coverage: number;
}

/** Names of the file resolved to ids: its centers, and its positions (created on first use). */
export class FileNames {
  readonly positions = new Map<string, { id: string; name: string }>();
  /** the centers by folded name, the first of a name (a sheet of 10,000 rows looks each up) */
  private readonly centerIds = new Map<string, string>();
  constructor(readonly centers: readonly PlannedCenter[]) {
    for (const c of [...centers].reverse()) this.centerIds.set(foldName(c.name), c.id);
  }
  center(name: string): string | undefined {
    return this.centerIds.get(foldName(name));
  }
  position(name: string): string {
    const key = foldName(name);
    if (!this.positions.has(key)) this.positions.set(key, { id: randomUUID(), name: name.trim().replace(/\s+/g, ' ') });
    return this.positions.get(key)!.id;
  }
}

/** The column of a failing field: the first rule whose field prefix matches. */
export function columnOf(field: string, rules: readonly (readonly [string, string])[], fallback: string): string {
  return (
    rules.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`))?.[1] ??
    fallback
  );
}

/** A label of a choice (or its code), folded; undefined when it is none of them. */
export function choiceOf<K extends string>(labels: Record<K, string>, text: string): K | undefined {
  const t = foldName(text);
  return (Object.keys(labels) as K[]).find((k) => foldName(labels[k]) === t || foldName(k) === t);
}

/**
 * The category of a row: by name among `categories`, narrowed by the agreement's name when given. The categories
 * are folded once, so each of a sheet's rows costs a look-up.
 */
export function categoryFinder(
  categories: readonly CategoryRef[],
): (agreementText: string, categoryText: string) => CategoryRef[] {
  const byName = new Map<string, { c: CategoryRef; agreement: string }[]>();
  for (const c of categories) {
    const key = foldName(c.name);
    byName.set(key, [...(byName.get(key) ?? []), { c, agreement: foldName(c.agreement_name) }]);
  }
  return (agreementText, categoryText) => {
    const agreement = foldName(agreementText);
    return (byName.get(foldName(categoryText)) ?? []).filter((x) => !agreementText || x.agreement === agreement).map((x) => x.c);
  };
}
