export * from './breakdowns';
export * from './card-facts';
export * from './card-metrics';
export * from './compare';
export * from './keywords';
export * from './metadata';
export * from './tokens';
