export * from './corpus';
export * from './reasons';
export * from './similarity';
export * from './suggestions';
