/** The owner's row lock that serialises the replacements of a whole list (its SQL and why: ./owner-repository.ts). */
export { lockOwner } from './owner-repository';
