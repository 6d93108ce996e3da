export * from './breakdowns';
export * from './card-facts';
export * from './metadata';
