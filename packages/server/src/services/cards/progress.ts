// A download progress line for the terminal: bytes, percent and rate, redrawn in place on a TTY.

const MB = 1024 * 1024;
const BAR_WIDTH = 24;

export interface ProgressState {
  label: string;
  received: number;
  /** Expected bytes, when the server said. */
  total: number | null;
  elapsedMs: number;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** One progress line, e.g. `oracle_cards [######------]  50%  12.0 / 24.0 MB  4.1 MB/s`. */
export function formatProgress({ label, received, total, elapsedMs }: ProgressState): string {
  const rate = `${mb(elapsedMs > 0 ? (received * 1000) / elapsedMs : 0)}/s`;
  if (!total) return `${label}  ${mb(received)}  ${rate}`;
  const ratio = Math.min(1, received / total);
  const filled = Math.round(ratio * BAR_WIDTH);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  return `${label} ${bar} ${percent}  ${(received / MB).toFixed(1)} / ${mb(total)}  ${rate}`;
}

/** A reporter writing progress to a stream: redrawn at most every 100 ms on a TTY, every 10% otherwise. */
export function progressReporter(out: NodeJS.WriteStream = process.stderr) {
  let lastDraw = 0;
  let lastTenth = -1;
  return {
    update(state: ProgressState) {
      if (out.isTTY) {
        const now = performance.now();
        if (now - lastDraw < 100) return;
        lastDraw = now;
        out.write(`\r${formatProgress(state)}\x1b[K`);
        return;
      }
      const tenth = state.total ? Math.floor((state.received / state.total) * 10) : -1;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        out.write(`${formatProgress(state)}\n`);
      }
    },
    done(state: ProgressState) {
      // Without a TTY the 100% line may already be printed by `update`.
      if (!out.isTTY && lastTenth >= 10) {
        lastTenth = -1;
        return;
      }
      out.write(`${out.isTTY ? '\r' : ''}${formatProgress(state)}${out.isTTY ? '\x1b[K' : ''}\n`);
      lastDraw = 0;
      lastTenth = -1;
    },
  };
}
