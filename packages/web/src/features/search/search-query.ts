// What the search page needs of the query language, in a chunk of its own (search-page.tsx loads it
// once there is query text: ~10 KB gzip a search page opened without a query does not need).
export { compileQuery, describe } from '@cubewright/core/filter';
