export * from './compiled-cube';
export * from './fast-deck';
export * from './limits';
export * from './report';
export * from './run';
