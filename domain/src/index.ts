export * from './constants';
export * from './session';
export * from './permissions';
export * from './workspace';
export * from './tenders';
export * from './simulation';
export * from './format';
export * from './errors';
