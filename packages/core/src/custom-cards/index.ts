export * from './mana-cost';
export * from './to-card';
export * from './types';
export * from './validate';
