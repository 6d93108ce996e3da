export * from './breakdowns';
export * from './card-facts';
export * from './compare';
export * from './metadata';
export * from './card-metrics';
