export * from './check-pairings';
export * from './elimination';
export * from './maximum-matching';
export * from './record-stats';
export * from './round-robin';
export * from './standings';
export * from './swiss';
export * from './types';
