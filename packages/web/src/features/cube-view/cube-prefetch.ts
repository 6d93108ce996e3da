import type { QueryClient } from '@tanstack/react-query';
import { ENTRY_LIST_CHUNK } from '../cube-edit/editor/entry-list-chunk';
import { EDITOR_CHUNK, VIEW_TAB_CHUNKS } from './cube-chunks';
import {
  cubeAnalyticsQuery,
  cubeCardsQuery,
  cubeDraftStatsQuery,
  cubeListQuery,
  cubeSummaryQuery,
  needsCards,
} from './cube-queries';

/**
 * Starts, all at once, what a cube screen needs: its code and its data. Without it each step waited
 * for the one before (app code, then the cube page's chunk, then the cube, then the tab's chunk, then
 * the cards): five round trips before the first card of a 720-card list, measured by bench:cube-page.
 * Called by main.tsx for the page the browser opened, and by the cube page on every navigation.
 * Data already cached is not fetched again. Resolves when the screen's chunks have loaded (or failed).
 * `page` is the cube page's own chunk, which main.tsx passes (the page, already running, does not).
 */
export function prefetchCubeScreen(
  client: QueryClient,
  pathname: string,
  page?: () => Promise<unknown>,
): Promise<unknown> {
  const match = /^\/cubes\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match || match[1] === 'create') return Promise.resolve();
  const id = decodeURIComponent(match[1]!);
  const tab = match[2] ?? 'list';
  const editor = tab === 'edit' || tab === 'propose';
  if (!editor && tab !== 'settings' && !(tab in VIEW_TAB_CHUNKS)) return Promise.resolve();
  const chunks: (() => Promise<unknown>)[] = page ? [page] : [];
  const section = editor ? 'edit' : tab === 'settings' ? 'settings' : 'view';
  // The list's query takes slim facts (ADR 0046), the editor's full ones.
  if (section === 'view' && needsCards(section, tab))
    void client.ensureQueryData(cubeListQuery(id)).catch(() => {});
  else if (needsCards(section, tab)) void client.ensureQueryData(cubeCardsQuery(id)).catch(() => {});
  else void client.ensureQueryData(cubeSummaryQuery(id)).catch(() => {});
  // Not the charts' chunk: evaluating Recharts before the numbers paint delayed them (bench:cube-page).
  // The draft statistics too: their section mounts only after the numbers, and asked for then they
  // were the analytics tab's last answer (its time to interactive).
  if (tab === 'analytics') {
    void client.ensureQueryData(cubeAnalyticsQuery(id)).catch(() => {});
    void client.ensureQueryData(cubeDraftStatsQuery(id)).catch(() => {});
  }
  // The editor's list beside it (either mode's): the editor waits for it with the cards (entry-list-chunk.ts).
  if (editor) chunks.push(ENTRY_LIST_CHUNK);
  if (tab === 'edit') chunks.push(EDITOR_CHUNK);
  else if (tab in VIEW_TAB_CHUNKS) chunks.push(VIEW_TAB_CHUNKS[tab as keyof typeof VIEW_TAB_CHUNKS]);
  return Promise.allSettled(chunks.map((load) => load()));
}
