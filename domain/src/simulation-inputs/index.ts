/**
 * The simulation form's entities and rules: shared by the ui and the server. Each `validateX` returns the list of
 * failing fields with their Spanish message (empty when valid); each `checkX` returns Either that list or the
 * normalised value the server stores.
 */
export * from './messages';
export * from './values';
export * from './work-calendar';
export * from './basic-data';
export * from './bid-inputs';
export * from './centers';
export * from './category-positions';
export * from './shifts';
export * from './tasks';
export * from './surrogates';
export * from './other-costs';
export * from './imports';
export * from './limits';
export * from './spreadsheet-formats';
export * from './localities';
export * from './nuts';
export * from './codecs';
export * from './labels';
export * from './pages';
