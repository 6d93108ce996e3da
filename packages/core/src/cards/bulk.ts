// Bulk files arrive as a JSON array (Scryfall bulk data, the offline fixture) or, when someone saves an
// API search page, as a `{ object: "list", data: [...] }` wrapper; both are accepted.

/** The card objects of a parsed bulk JSON document. */
export function bulkObjects(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (typeof json === 'object' && json !== null && Array.isArray((json as { data?: unknown }).data)) {
    return (json as { data: unknown[] }).data;
  }
  throw new Error('Not a card bulk file: expected a JSON array of card objects');
}

/** Parses the text of a bulk file into its card objects. */
export function parseBulkJson(text: string): unknown[] {
  return bulkObjects(JSON.parse(text));
}
