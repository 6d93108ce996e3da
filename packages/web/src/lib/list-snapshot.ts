// A cube list opened anew shows the last screenful this browser drew of it at once, while the app's code,
// the cube and the card facts load (ADR 0089). When a list paints, the page's markup is kept (the last few
// lists, per viewer); index.html's body script draws it over the page as a picture: a closed shadow root
// (no page query or test locator sees into it) under `inert` and `pointer-events: none`, so a click goes
// to the app beneath. The app removes the picture when its own list paints, when a load fails, or when
// the list or the cube's page goes (another tab, another page); the script itself removes it after 8 s
// at the latest, and at once when the cube's early answer (ADR 0083) is a refusal. The list keeps the
// page (features/cube-view/list/keep-list-snapshot.ts).
//
// The keys and the entry format are shared with the script in packages/web/index.html, which cannot
// import: change both together.

export const SNAPSHOTS_KEY = 'cubewright-list-snapshots';
export const VIEWER_KEY = 'cubewright-viewer';
/** The picture's element, made by index.html's script. */
const HOST_ID = 'list-snapshot';

/** What SNAPSHOTS_KEY holds: the lists kept for one viewer, the latest first. */
export interface KeptLists {
  viewer: string;
  /** `width`: the window's, in CSS px; the page is laid out for it (the shell differs on a phone). */
  entries: { url: string; width: number; html: string }[];
}

/** Who the session says is looking ('' for a guest); a change of viewer drops every kept list. */
export function noteViewer(userId: string | null): void {
  const viewer = userId ?? '';
  try {
    if (localStorage.getItem(VIEWER_KEY) === viewer) return;
    localStorage.setItem(VIEWER_KEY, viewer);
    localStorage.removeItem(SNAPSHOTS_KEY);
  } catch {
    // Storage refused (private mode, full): nothing is kept, nothing is shown.
  }
}

/** Removes the picture, if index.html drew one (idempotent). */
export function revealApp(): void {
  const host = document.getElementById(HOST_ID);
  if (!host) return;
  host.remove();
  performance.mark('cube-list:snapshot-removed');
}
