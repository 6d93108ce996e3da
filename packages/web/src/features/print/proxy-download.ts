import { PROXY_PAGES_HEADER } from '@cubewright/core/print';
import { PageMarkCounter } from './page-marks';

export interface ProxyOptions {
  paper: 'a4' | 'letter';
  cutLines: boolean;
  bleed: boolean;
  board: string;
  /** The tokens and emblems the board's cards make, instead of the cards. */
  tokens: boolean;
  /** Card images where Scryfall has them, text proxies for the rest. */
  images: boolean;
}

export function proxiesUrl(cubeId: string, o: ProxyOptions): string {
  const q = new URLSearchParams({
    paper: o.paper,
    cutLines: o.cutLines ? '1' : '0',
    bleed: o.bleed ? '1' : '0',
    board: o.board,
    tokens: o.tokens ? '1' : '0',
    images: o.images ? '1' : '0',
  });
  return `/api/cubes/${encodeURIComponent(cubeId)}/proxies.pdf?${q}`;
}

/**
 * Fetches the proxies PDF, reporting pages done out of the total as they stream in, and returns it as a
 * file (the name the server gave it). Throws with the server's message when it refuses.
 */
export async function fetchProxies(
  url: string,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
  init: RequestInit = {},
): Promise<File> {
  const res = await fetch(url, { ...init, credentials: 'same-origin', signal });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `The PDF could not be made (${res.status}).`);
  }
  const total = Number(res.headers.get(PROXY_PAGES_HEADER)) || 1;
  const counter = new PageMarkCounter();
  const chunks: Uint8Array[] = [];
  const reader = res.body.getReader();
  onProgress(0, total);
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    chunks.push(r.value);
    onProgress(Math.min(counter.push(r.value), total), total);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'proxies.pdf';
  return new File(chunks as BlobPart[], name, { type: 'application/pdf' });
}

/** Hands a file to the browser's download (an anchor with `download`, clicked and released). */
export function saveFile(file: File) {
  const href = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  // Released after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The proxies of a deck or a whole pool (by card name, a copy per name), as a file to save. */
export function fetchDeckProxies(
  title: string,
  names: readonly string[],
  images: boolean,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<File> {
  return fetchProxies('/api/proxies.pdf', onProgress, undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, names, images: images ? '1' : '0' }),
  });
}
