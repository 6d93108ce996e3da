export * from './game';
export * from './land-odds';
