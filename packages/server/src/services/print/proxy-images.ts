// Card images for print-and-play proxies. Only Scryfall's image host is ever fetched, whatever URL a
// card or an entry carries: the card data names images there, and following any other URL would let a
// user's custom image point the server at its own network. CARD_IMAGE_BASE_URL swaps the host for a
// mirror (or a test's local server); the path (size/face/id) is kept, with the size set to `normal`
// (488 x 680 px, about 200 dpi at card size: sharp enough, a third of `large`'s bytes).

const SCRYFALL_IMAGE_HOST = 'cards.scryfall.io';
const SIZE = 'normal';
/** Bytes of images kept between prints, so a second print of the same cube fetches nothing. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Waiting longer than this for one image prints its text proxy instead. */
const FETCH_TIMEOUT_MS = 8_000;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ProxyImage = { kind: 'jpeg' | 'png'; data: Buffer };

export interface ProxyImages {
  /** Each card's image, or null where there is none to fetch or fetching failed. */
  fetchAll(uris: readonly (string | null)[]): Promise<(ProxyImage | null)[]>;
}

/** The URL to fetch for a card's image URI, or null when it is not a Scryfall image. */
export function scryfallImageUrl(uri: string | null, baseUrl: string): string | null {
  if (!uri) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== SCRYFALL_IMAGE_HOST) return null;
  // /large/front/d/5/<id>.jpg: the first segment is the size.
  const parts = url.pathname.split('/');
  if (parts.length < 3 || !/^[a-z_]+$/.test(parts[1]!)) return null;
  parts[1] = SIZE;
  return `${baseUrl}${parts.join('/')}${url.search}`;
}

/** What PDFKit can embed, by the file's first bytes (a host answering HTML with 200 is not an image). */
function imageKind(data: Buffer): ProxyImage['kind'] | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length > 8 && data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a)
    return 'png';
  return null;
}

export function createProxyImages(baseUrl: string, fetchImpl: typeof fetch = fetch): ProxyImages {
  // Insertion order is recency: a hit is re-inserted, the oldest go first when over CACHE_BYTES.
  const cache = new Map<string, ProxyImage>();
  let cached = 0;
  const remember = (url: string, image: ProxyImage) => {
    cache.set(url, image);
    cached += image.data.length;
    for (const [key, old] of cache) {
      if (cached <= CACHE_BYTES) break;
      cache.delete(key);
      cached -= old.data.length;
    }
  };
  // Copies of a card asked for at once share one request (and one image object, so the PDF embeds it once).
  const inFlight = new Map<string, Promise<ProxyImage | null>>();
  const fetchOne = (url: string): Promise<ProxyImage | null> => {
    const hit = cache.get(url);
    if (hit) {
      cache.delete(url);
      cache.set(url, hit);
      return Promise.resolve(hit);
    }
    let pending = inFlight.get(url);
    if (!pending) {
      pending = download(url).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return pending;
  };
  const download = async (url: string): Promise<ProxyImage | null> => {
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!res.ok) return null;
      const data = Buffer.from(await res.arrayBuffer());
      if (data.length > MAX_IMAGE_BYTES) return null;
      const kind = imageKind(data);
      if (!kind) return null;
      const image = { kind, data };
      remember(url, image);
      return image;
    } catch {
      return null;
    }
  };
  return {
    fetchAll: (uris) =>
      Promise.all(
        uris.map((uri) => {
          const url = scryfallImageUrl(uri, baseUrl);
          return url ? fetchOne(url) : null;
        }),
      ),
  };
}
