import { formatProgress } from '../../services/cards/progress';

/**
 * A progress line for a backup or restore (`pg_dump 7/31 tables  12.0 MB  4.1 MB/s`): redrawn in place on
 * a terminal, printed every few seconds otherwise (logs of a scheduled backup stay short). Large databases
 * take minutes; the operator sees it move.
 */
export function backupProgress(
  verb: string,
  totalTables: number | null,
  out: NodeJS.WritableStream = process.stderr,
) {
  const tty = (out as NodeJS.WriteStream).isTTY === true;
  const started = performance.now();
  let tables = 0;
  let bytes = 0;
  let lastDraw = 0;
  const line = () =>
    formatProgress({
      label: totalTables === null ? verb : `${verb} ${tables}/${totalTables} tables`,
      received: bytes,
      total: null,
      elapsedMs: performance.now() - started,
    });
  const draw = () => {
    const now = performance.now();
    if (now - lastDraw < (tty ? 100 : 5000)) return;
    lastDraw = now;
    out.write(tty ? `\r${line()}\x1b[K` : `${line()}\n`);
  };
  return {
    table() {
      tables++;
      draw();
    },
    bytes(n: number) {
      bytes = n;
      draw();
    },
    done() {
      tables = totalTables ?? tables;
      out.write(`${tty ? '\r' : ''}${line()}${tty ? '\x1b[K' : ''}\n`);
    },
  };
}
