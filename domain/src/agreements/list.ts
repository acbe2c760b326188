/** What the agreement list shows (expiry, empty state, search) and which agreement actions a user may take. */
import { can, type Permissions } from '../permissions';
import { COMMON_MESSAGES } from '../messages';

/** Expired (out of force) when its end year is before the current year. */
export function isAgreementExpired(endYear: number, currentYear: number): boolean {
  return endYear < currentYear;
}

/** The list's empty state: no agreement at all, or none matching the search. */
export function agreementListEmptyState(search: string): { title: string; subtitle: string } {
  return search.trim()
    ? { title: 'Ningún convenio cumple los criterios de búsqueda', subtitle: COMMON_MESSAGES.retry }
    : { title: 'No hay ningún convenio todavía', subtitle: 'Comienza creando uno' };
}

/** Accent- and case-insensitive match of the list's search box. */
export function matchesAgreementSearch(name: string, search: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return fold(name).includes(fold(search.trim()));
}

/** The agreement actions by agreement permission. Edit and delete also need the agreement's update_permissions. */
export const AgreementRules = {
  create: (p: Permissions) => can(p, 'agreement', 'create'),
  edit: (p: Permissions, a?: { update_permissions: boolean }) =>
    can(p, 'agreement', 'update') && (a ? a.update_permissions : true),
  remove: (p: Permissions, a?: { update_permissions: boolean }) =>
    can(p, 'agreement', 'delete') && (a ? a.update_permissions : true),
  duplicate: (p: Permissions) => can(p, 'agreement', 'create'),
};
