export * from './cheapest-swaps';
export * from './cube-cost';
export * from './currency';
export * from './entry-price';
