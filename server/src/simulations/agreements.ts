/**
 * The agreement reads of the simulation inputs, under the name their modules import; the SQL is in
 * ./agreement-repository.ts.
 */
export {
  agreementsOfWorkspace,
  categoriesById,
  categoriesOfAgreements,
  visibleAgreements,
  weekHoursOf,
  type CategoryRef,
} from './agreement-repository';
