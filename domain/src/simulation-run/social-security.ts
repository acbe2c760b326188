/**
 * The social security discount screen: new hires with a disability contract get their social
 * security discounted. Selection helpers and the payload of 'Descontar SS'.
 */
import type { SocialSecurityEmployee } from './codecs';

/** The ids marked on the server. */
export const markedIds = (employees: readonly SocialSecurityEmployee[]): Set<string> =>
  new Set(employees.filter((e) => e.social_security_activate).map((e) => e.id));

/** Select-all: every row, or none when every row already is. */
export function toggleAll(employees: readonly SocialSecurityEmployee[], selected: ReadonlySet<string>): Set<string> {
  return employees.length > 0 && employees.every((e) => selected.has(e.id)) ? new Set() : new Set(employees.map((e) => e.id));
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The body of 'Descontar SS': every row with its mark. */
export function socialSecurityPayload(employees: readonly SocialSecurityEmployee[], selected: ReadonlySet<string>) {
  return { employees: employees.map((e) => ({ id: e.id, social_security_activate: selected.has(e.id) })) };
}

/** Whether the selection differs from what the server holds. */
export function selectionChanged(employees: readonly SocialSecurityEmployee[], selected: ReadonlySet<string>): boolean {
  return employees.some((e) => e.social_security_activate !== selected.has(e.id));
}
