/** The simulation form's entities and rules (spec 02 §2.1, §3, §5): shared by the ui and the server. */
export * from './messages';
export * from './values';
export * from './rules';
export * from './localities';
export * from './codecs';
export * from './labels';
