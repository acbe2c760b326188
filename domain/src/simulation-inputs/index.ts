/** The simulation form's entities and rules: shared by the ui and the server. */
export * from './messages';
export * from './values';
export * from './rules';
export * from './localities';
export * from './codecs';
export * from './labels';
