// One Drizzle schema for PGlite and PostgreSQL; each resource keeps its tables in its own file.
export * from './auth';
export * from './blog';
export * from './cards';
export * from './comments';
export * from './community';
export * from './cubes';
export * from './custom-cards';
export * from './drafts';
export * from './likes';
export * from './meta';
export * from './owner-notices';
export * from './p1p1';
export * from './proposals';
export * from './ratings';
export * from './records';
export * from './simulations';
export * from './suggestions';
