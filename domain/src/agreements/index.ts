/**
 * Collective agreements (convenios): entity codecs and every rule of the agreement form and the category modal,
 * as pure functions returning Either with the Spanish messages the user reads. The ui forms and the server use
 * the same functions. No clock: the current year comes in as an argument.
 */
export * from './constants';
export * from './choices';
export * from './codecs';
export * from './list';
export * from './field-checks';
export * from './category-form';
export * from './agreement-form';
export * from './save-check';
export * from './terms';
export * from './annual-hours-note';
export * from './labels';
export * from './territory';
export * from './base-changes';
export * from './validity';
