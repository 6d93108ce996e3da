export * from './deck';
export * from './pick-score';
export * from './picker';
export * from './pool-profile';
export * from './traits';
export * from './value';
