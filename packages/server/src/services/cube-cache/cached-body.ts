import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The encodings cached bodies are kept in besides identity, in the order a client's preference is met. */
export const BODY_ENCODINGS = ['br', 'gzip'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Each encoding is made once per body and then sent many times, so it can afford more effort than the
// per-response compression of http/compression.ts (brotli 4): quality 6 is ~5% smaller for ~2x the time,
// still a few ms for a 720-card cube, and runs on libuv's thread pool, not the event loop. A body made for
// one caller (a hinted answer, read-lacking-facts.ts) is compressed as a live response is: at 5,000 cards
// its megabyte is sent about once, and quality 6 took most of the request (ADR 0086).
const brotliAt = (quality: number) => (raw: Buffer) =>
  brotli(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });

/** How often a body is expected to be sent: what its compression may cost. */
export type BodyUse = 'many' | 'once';

const encoders: Record<BodyUse, Record<BodyEncoding, (raw: Buffer) => Promise<Buffer>>> = {
  many: { br: brotliAt(6), gzip: (raw) => gzip(raw, { level: 6 }) },
  once: { br: brotliAt(4), gzip: (raw) => gzip(raw, { level: 4 }) },
};

/**
 * A response body serialised once: its JSON bytes, a content-hash ETag, and each compressed form made
 * on first demand. `onGrow` reports added bytes, so the owner can keep its total bounded (an owner that
 * takes the body over replaces it).
 */
export class CachedBody {
  readonly etag: string;
  private readonly encoded = new Map<BodyEncoding, Promise<Buffer>>();
  /** The encoded forms made so far, for readers that must not wait (`ready`). */
  private readonly made = new Map<BodyEncoding, Buffer>();
  private encodedBytes = 0;

  constructor(
    readonly identity: Buffer,
    public onGrow: (bytes: number) => void = () => {},
    private readonly use: BodyUse = 'many',
  ) {
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  }

  static ofJson(value: unknown, onGrow?: (bytes: number) => void): CachedBody {
    return new CachedBody(Buffer.from(JSON.stringify(value)), onGrow);
  }

  /** Bytes held: the identity form and the encoded forms made so far. */
  size(): number {
    return this.identity.length + this.encodedBytes;
  }

  /** The body in `encoding` when it is made already (identity when null), else null: `bytes` makes it. */
  ready(encoding: BodyEncoding | null): Buffer | null {
    return encoding === null ? this.identity : (this.made.get(encoding) ?? null);
  }

  /** The body in `encoding` (identity when null). */
  bytes(encoding: BodyEncoding | null): Buffer | Promise<Buffer> {
    if (encoding === null) return this.identity;
    let found = this.encoded.get(encoding);
    if (!found) {
      found = encoders[this.use][encoding](this.identity).then((buf) => {
        this.made.set(encoding, buf);
        this.encodedBytes += buf.length;
        this.onGrow(buf.length);
        return buf;
      });
      // A failed compression is not kept: the next request tries again.
      found.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, found);
    }
    return found;
  }
}
