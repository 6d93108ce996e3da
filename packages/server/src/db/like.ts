// LIKE / ILIKE patterns from what a person typed: the wildcards % and _ (and the escape character
// itself) are matched literally, PostgreSQL's default escape being a backslash.

/** `text` with LIKE wildcards escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A pattern matching values that contain `text` literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
