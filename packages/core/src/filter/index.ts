export * from './ast';
export * from './compile';
export * from './describe';
export * from './facts';
export * from './help';
export * from './parse';
