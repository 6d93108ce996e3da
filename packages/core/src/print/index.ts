export * from './proxy-layout';
export * from './proxy-text';
