import { chunk, useChunks } from '../../../lib/chunk';

// The markdown renderer (react-markdown, GFM, sanitize: ~50 KB gzip) is not in the white paper's or the
// blog's chunk: those tabs start it when they mount, beside the read of their text, and show their
// loading line until both have arrived (useMarkdownRenderer), so the text appears once, rendered. Where
// it has not arrived (a failed load; a preview opened at once), the text shows as written (ADR 0077).

const MARKDOWN_CHUNK = chunk(() => import('./markdown'));

/** Whether the markdown renderer has loaded (or failed to), starting its load on mount. */
export function useMarkdownRenderer(): boolean {
  return useChunks([MARKDOWN_CHUNK]);
}

/** White paper markdown with `[[Card Name]]` links, or its plain text until the renderer is here. */
export function Markdown({ content }: { content: string }) {
  useChunks([MARKDOWN_CHUNK]);
  const loaded = MARKDOWN_CHUNK.loaded;
  if (loaded) return <loaded.WhitepaperMarkdown content={content} />;
  return <div className="whitespace-pre-wrap break-words text-zinc-900">{content}</div>;
}
