// COPY ... FROM STDIN over a node-postgres client: pg runs any object with `submit` as a query and
// hands it the protocol's replies, so a COPY needs only the CopyData messages sent when the server
// asks for them (CopyInResponse). The data is an iterable of text chunks, made as they are sent.
import type pg from 'pg';

interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

class CopyIn {
  private error: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly data: Iterable<string>,
    private readonly settle: (err: Error | null) => void,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection): void {
    try {
      for (const chunk of this.data) connection.sendCopyFromChunk(Buffer.from(chunk));
      connection.endCopyFrom();
    } catch (err) {
      connection.sendCopyFail(err instanceof Error ? err.message : String(err));
    }
  }

  handleError(err: Error): void {
    this.error = err;
  }

  // The server answers once the whole statement is over (after an error too).
  handleReadyForQuery(): void {
    this.settle(this.error);
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handleCopyData(): void {}
  handlePortalSuspended(): void {}
}

/** Runs `copy <table> (...) from stdin ...` (`text`) on `client` with `data` as its input. */
export function copyIn(client: pg.Client, text: string, data: Iterable<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const query = new CopyIn(text, data, (err) => (err ? reject(err) : resolve()));
    client.query(query as unknown as pg.QueryConfig);
  });
}
