// Suites that read the offline card data skip when it is absent, so a newcomer without ../shared/data can
// still run the rest. In CI that skip would pass vacuously: REQUIRE_DATA=1 turns missing data into a failure.
import fs from 'node:fs';

const wanted: [string, string | undefined][] = [
  ['CARD_DATA_FILE', process.env.CARD_DATA_FILE],
  ['CARD_PRINTINGS_FILE', process.env.CARD_PRINTINGS_FILE],
  ['CUBE_LISTS_DIR', process.env.CUBE_LISTS_DIR],
];

if (process.env.REQUIRE_DATA === '1') {
  const missing = wanted.filter(([, value]) => !value || !fs.existsSync(value));
  if (missing.length > 0) {
    throw new Error(
      `REQUIRE_DATA=1 but the card data is missing: ${missing
        .map(([name, value]) => `${name}=${value ?? '(unset)'}`)
        .join(', ')}. Point these at ../shared/data (see its README) or unset REQUIRE_DATA.`,
    );
  }
}
