export * from './rng';
export * from './shuffle';
