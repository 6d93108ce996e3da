import { preparePgliteTemplate } from './pglite-template';

// The integration projects' global setup: the migrated PGlite every test app copies is made here, once,
// before the workers start (pglite-template.ts).
export default async function setup() {
  await preparePgliteTemplate();
}
