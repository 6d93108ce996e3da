export * from './badge';
export * from './initials';
export * from './relative-time';
