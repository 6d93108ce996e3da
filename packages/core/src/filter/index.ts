export * from './ast';
export * from './compile';
export * from './describe';
export * from './facts';
export type { Matcher } from './field-spec';
export * from './help';
export * from './parse';
export * from './search-index';
