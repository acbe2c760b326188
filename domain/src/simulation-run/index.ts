/** Running a simulation and reading its outcome: codecs of the answers and the page's pure functions. */
export * from './codecs';
export * from './results';
export * from './events';
export * from './elapsed';
export * from './parameters';
export * from './score-form';
export * from './run';
export * from './social-security';
export * from './roster';
export * from './budget-card';
export * from './justification';
export * from './conventional-card';
export * from './score-card';
export * from './comparison';
export * from './staff';
export * from './labels';
export * from './smi-topups';
