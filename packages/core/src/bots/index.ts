export * from './deck';
export * from './pick-log';
export * from './pick-score';
export * from './picker';
export * from './pool-profile';
export * from './ratings';
export * from './traits';
export * from './value';
