import { z } from 'zod';

/*
 * The open data dump (server: routes/open-data/routes.ts, docs/open-data.md):
 *   GET /api/open-data                    -> OpenDataListing (the dumps on hand, newest first)
 *   GET /api/open-data/:dump/:file        -> the gzip NDJSON file; `dump` is `latest` or a dump's id
 */

/** The files of every dump, one gzip NDJSON each (their rows are described in docs/open-data.md). */
export const OPEN_DATA_FILES = ['cubes.ndjson.gz', 'drafts.ndjson.gz', 'records.ndjson.gz'] as const;
export type OpenDataFileName = (typeof OPEN_DATA_FILES)[number];

/** Bumped when a row's shape changes in a way an old reader would misread. */
export const OPEN_DATA_SCHEMA_VERSION = 1;

export const OPEN_DATA_MESSAGES = {
  noDump: 'No open data dump has been produced yet: the first one is made overnight.',
  dumpNotFound: 'That open data dump is not kept any more: GET /api/open-data lists the ones on hand.',
} as const;

export const openDataFileParamsSchema = z.object({
  /** `latest`, or a dump's id as the listing gives it (its UTC time, e.g. 2026-11-29T03-00-00Z). */
  dump: z
    .string()
    .regex(
      /^(latest|\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)$/,
      'expected "latest" or a dump id like 2026-11-29T03-00-00Z',
    ),
  file: z.enum(OPEN_DATA_FILES),
});

export interface OpenDataFile {
  name: OpenDataFileName;
  /** Rows (lines) in the file. */
  rows: number;
  /** Compressed size. */
  bytes: number;
  /** Hex SHA-256 of the compressed file, to check a download. */
  sha256: string;
  /** Where to download it (the dump's own URL; the listing's `latest` URLs follow each new dump). */
  url: string;
}

export interface OpenDataDump {
  id: string;
  schemaVersion: number;
  /** When the dump started (ISO 8601): every row reflects the data at or shortly after this time. */
  generatedAt: string;
  files: OpenDataFile[];
}

export interface OpenDataListing {
  /** Where the rows are described. */
  schema: string;
  /** The newest dump, or null before the first night. */
  latest: OpenDataDump | null;
  /** Every dump on hand, newest first (a few are kept). */
  dumps: OpenDataDump[];
}
