import { formatRelativeTime } from '@cubewright/core/display';
import type { DraftSummary } from '@cubewright/core/protocol';
import { Link } from 'react-router';

// Past and running drafts as a list (dashboard "Recent drafts", a cube's "Drafts"): each links to the
// screen its status belongs to, for the drafts the viewer sits in.

/** Where a draft continues: its lobby, the live session, or the deck building page. */
export function draftHref(draft: Pick<DraftSummary, 'id' | 'status'>): string {
  const page = { lobby: 'lobby', running: 'session', complete: 'complete' }[draft.status];
  return `/draft/${page}/${draft.id}`;
}

const STATUS_WORDS: Record<DraftSummary['status'], string> = {
  lobby: 'In the lobby',
  running: 'Drafting',
  complete: 'Finished',
};

/** What the draft was: format, players and bots. */
function describe(draft: DraftSummary): string {
  const humans = draft.seats.filter((s) => s.kind === 'human').length;
  const bots = draft.seats.length - humans;
  const people = `${humans} player${humans === 1 ? '' : 's'}${bots ? `, ${bots} bot${bots === 1 ? '' : 's'}` : ''}`;
  return `${draft.settings.formatName} · ${people}`;
}

/**
 * Drafts, newest first. `showCube` names the cube (the dashboard); `userId` decides which rows link:
 * only seated players can open a draft's screens.
 */
export function DraftList({
  drafts,
  userId,
  showCube,
}: {
  drafts: readonly DraftSummary[];
  userId: string | null | undefined;
  showCube: boolean;
}) {
  return (
    <ol className="mt-3 divide-y divide-zinc-100">
      {drafts.map((d) => {
        const seated = !!userId && d.seats.some((s) => s.userId === userId);
        const title = showCube ? d.cubeName : `Hosted by ${d.host.username}`;
        return (
          <li key={d.id} className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm">
            {seated ? (
              <Link to={draftHref(d)} className="font-medium text-brand-dark hover:underline">
                {title}
              </Link>
            ) : (
              <span className="font-medium">{title}</span>
            )}
            <span className="text-zinc-600">{describe(d)}</span>
            <span className="rounded bg-zinc-100 px-1.5 text-xs text-zinc-700">{STATUS_WORDS[d.status]}</span>
            <time dateTime={d.createdAt} className="ml-auto text-xs text-zinc-500">
              {formatRelativeTime(d.createdAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
