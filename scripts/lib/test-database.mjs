// Which PostgreSQL the integration files also run on (ADR 0049). `npm test` and `npm run validate` use
// the local server when it answers, so the production database is never optional where it is at hand.
import pg from 'pg';

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when `url` takes a connection and a query within a few seconds. */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Sets TEST_DATABASE_URL to the local PostgreSQL when it answers and nothing was chosen; says what it
 * decided. An explicit empty TEST_DATABASE_URL keeps the run on PGlite alone.
 */
export async function defaultTestDatabase(env) {
  if (env.TEST_DATABASE_URL === '') {
    console.log('› TEST_DATABASE_URL is empty: the integration files run on PGlite only.');
    return;
  }
  const url = env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  if (await answers(url)) {
    env.TEST_DATABASE_URL = url;
    console.log(
      `› PostgreSQL answers at ${url}: the integration files run on PostgreSQL, and those that can differ by database on PGlite too (ADR 0065).`,
    );
    return;
  }
  if (env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL=${url} does not answer`);
  console.log(`› no PostgreSQL at ${url}: the integration files run on PGlite only (PostgreSQL left out).`);
}
