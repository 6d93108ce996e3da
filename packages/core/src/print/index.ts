export * from './proxy-layout';
export * from './proxy-stream';
export * from './proxy-text';
export * from './token-proxy';
