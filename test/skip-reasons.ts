// What a test may lack on a newcomer's machine, the words its skip carries, and the variable that turns
// that skip into a failure. Shared by the tests (requirements.ts) and the run summary reporter, so a skip's
// reason is one of these exact strings and the reporter can tell a missing tool from any other skip.

export type Need = 'Chromium' | 'card data' | 'PostgreSQL' | 'nginx';

/** The skip note of a test that lacks `need`. */
export const skipReasonFor = (need: Need): string => `no ${need}`;

/** The variable that, set to 1, makes a skip for want of `need` fail the run (CI sets them all). */
export const requireVariable: Record<Need, string> = {
  Chromium: 'REQUIRE_E2E',
  'card data': 'REQUIRE_DATA',
  PostgreSQL: 'REQUIRE_POSTGRES',
  // The two-instance nginx test runs on PostgreSQL; CI installs nginx and asks for both.
  nginx: 'REQUIRE_POSTGRES',
};

/** What the reporter says a skip for want of `need` leaves out, and how to get it. */
export const remedy: Record<Need, string> = {
  Chromium: "install Debian's chromium or set CHROMIUM_PATH",
  'card data': 'set CARD_DATA_FILE, CARD_PRINTINGS_FILE and CUBE_LISTS_DIR (see ../shared/data/README.md)',
  PostgreSQL: 'start PostgreSQL on 127.0.0.1:5432 or set TEST_DATABASE_URL',
  nginx: 'install nginx',
};

/** The need a skip note names, if it is one of ours. */
export function needOf(reason: string): Need | null {
  const needs: Need[] = ['Chromium', 'card data', 'PostgreSQL', 'nginx'];
  return needs.find((need) => reason === skipReasonFor(need)) ?? null;
}
