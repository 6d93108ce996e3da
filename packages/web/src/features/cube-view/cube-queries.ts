import type { CubeAnalyticsResponse, CubeDraftStats, CubeWithCardsResponse } from '@cubewright/core/protocol';
import { api } from '../../lib/api';
import { cubeCardsKey, cubeListKey, fetchCubeCards, fetchCubeList } from '../cube-edit/edit-api';

// The queries of the cube screens, shared by the screens and by cube-prefetch.ts, which starts them
// before the screens' code has loaded. Every key starts with use-live-cube's cubeKey(id), so the live
// room's invalidation reaches them all.

/**
 * The live room refetches a cube's queries when a new version is saved while the page is open, so a
 * screen mounting over data fetched a moment ago (by the prefetch, or the tab just left) need not fetch
 * the whole cube again; after 30 s it does, for changes made while no page of the cube was open.
 */
const FRESH_MS = 30_000;

const cubePath = (id: string) => `/api/cubes/${encodeURIComponent(id)}`;

/** The cube without card data: header, tabs and permissions. */
export const cubeSummaryQuery = (id: string) => ({
  queryKey: ['cubes', id, 'summary'] as const,
  queryFn: () => api<CubeWithCardsResponse>(`${cubePath(id)}?cardData=false`),
  retry: false,
  staleTime: FRESH_MS,
});

/** The cube with its cards and their card data: the list, the editor, sample packs. */
export const cubeCardsQuery = (id: string) => ({
  queryKey: cubeCardsKey(id),
  queryFn: () => fetchCubeCards(id),
  retry: false,
  staleTime: FRESH_MS,
});

/**
 * The list tab's cube: as cubeCardsQuery, but the facts it lacks may come slim (ADR 0046); the list asks
 * for the rest (ensureFullFacts) when a search reads them. Every other screen reads cubeCardsQuery.
 */
export const cubeListQuery = (id: string) => ({
  queryKey: cubeListKey(id),
  queryFn: () => fetchCubeList(id),
  retry: false,
  staleTime: FRESH_MS,
});

/** The main board's analytics. */
export const cubeAnalyticsQuery = (id: string) => ({
  queryKey: ['cubes', id, 'analytics'] as const,
  queryFn: () => api<CubeAnalyticsResponse>(`${cubePath(id)}/analytics`),
  staleTime: FRESH_MS,
});

/** What the cube's real drafts say of its cards (the analytics tab's "From real drafts"). */
export const cubeDraftStatsQuery = (id: string) => ({
  queryKey: ['cubes', id, 'draft-stats'] as const,
  queryFn: () => api<CubeDraftStats>(`${cubePath(id)}/draft-stats`),
  staleTime: FRESH_MS,
});

/** Whether a cube screen shows the cards (the list tab and the editor), so it fetches the whole cube. */
export const needsCards = (section: 'view' | 'settings' | 'edit', tab: string | undefined) =>
  section === 'edit' || (section === 'view' && (tab ?? 'list') === 'list');

/** The cube query of a screen that shows the cards: the list's (slim facts allowed) or the editor's. */
export const cardsQueryOf = (section: 'view' | 'settings' | 'edit') =>
  section === 'view' ? cubeListQuery : cubeCardsQuery;
