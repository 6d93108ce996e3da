import type { OpenDataListing } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 20 ? 2 : 1)} MB`;
const WHAT: Record<string, string> = {
  'cubes.ndjson.gz': 'every public cube and its card list',
  'drafts.ndjson.gz': "the public cubes' finished drafts: every pick with its pack, pools and decks",
  'records.ndjson.gz': "the public cubes' recorded events: decks, pairings and results",
};

/** The latest open data dump's files (GET /api/open-data), each with what it holds, its rows and size. */
export function OpenDataDownloads() {
  const listing = useQuery({
    queryKey: ['open-data'],
    queryFn: () => api<OpenDataListing>('/api/open-data'),
    retry: false,
  });
  if (listing.isPending) return <p aria-busy="true">Looking for the latest dump…</p>;
  if (listing.isError) return <p>The list of dumps could not be loaded: {listing.error.message}</p>;
  const latest = listing.data.latest;
  if (!latest) return <p>No dump has been made yet: the first one is produced overnight.</p>;
  return (
    <>
      <p>
        Latest dump:{' '}
        <time dateTime={latest.generatedAt}>{latest.generatedAt.slice(0, 16).replace('T', ' ')} UTC</time>{' '}
        (schema version {latest.schemaVersion}). These links always give the newest dump.
      </p>
      <ul>
        {latest.files.map((f) => (
          <li key={f.name}>
            <a href={f.url} download>
              {f.name}
            </a>{' '}
            ({f.rows.toLocaleString('en')} rows, {mb(f.bytes)}): {WHAT[f.name] ?? ''}
          </li>
        ))}
      </ul>
    </>
  );
}
