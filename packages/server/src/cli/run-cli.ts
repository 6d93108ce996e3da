/**
 * Runs a database CLI: checks that a FILE argument was given, prints a failure as one readable line and exits 1 instead of a stack trace.
 */
export async function runCli(usage: string, main: (args: string[]) => Promise<void>): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  try {
    await main(args);
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
