export * from './compiled-cube';
export * from './fast-deck';
export * from './protocol';
export * from './report';
export * from './run';
