export * from './breakdowns';
export * from './card-facts';
export * from './compare';
export * from './keywords';
export * from './metadata';
export * from './tokens';
