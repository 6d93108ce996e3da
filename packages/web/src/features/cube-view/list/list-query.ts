// What the list tab needs of the query language, in a chunk of its own (use-query-compiler.ts).
export { compileQuery, needsFullFacts, usesRecordFields } from '@cubewright/core/filter';
