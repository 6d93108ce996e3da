import { canView } from '@cubewright/core/cube';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { digestItems, profiles } from '../../db/schema';
import { loadCube } from '../cubes/store';
import type { WithConfig } from '../deps';
import type { Mailer } from '../mail/mailer';
import type { OwnerNoticeDeps } from './tell-owners';

// The daily e-mail: each user's notices of the days before today (UTC, by the injected clock), in one
// message. Items are claimed (sent_at set) before the mail goes, so two instances never send one item
// twice; a failed send releases them for the next run. The policy is asked again at sending time: a
// cube that went private since the notice leaves the digest.

export type DigestDeps = OwnerNoticeDeps & WithConfig & { mailer: Mailer };

type Item = typeof digestItems.$inferSelect;

/** Sends every digest due before `dayStart`; returns how many e-mails went. */
export async function sendDigests(ctx: DigestDeps, dayStart: Date): Promise<number> {
  const db = ctx.database.db;
  const due = await db
    .selectDistinct({ userId: digestItems.userId })
    .from(digestItems)
    .where(and(isNull(digestItems.sentAt), lt(digestItems.createdAt, dayStart)));
  let sent = 0;
  for (const { userId } of due) {
    try {
      if (await sendOne(ctx, userId, dayStart)) sent++;
    } catch (err) {
      ctx.log.error({ err, userId }, 'sending a digest failed');
    }
  }
  return sent;
}

async function sendOne(ctx: DigestDeps, userId: string, dayStart: Date): Promise<boolean> {
  const db = ctx.database.db;
  const claimed = await db
    .update(digestItems)
    .set({ sentAt: new Date(ctx.clock.now()) })
    .where(
      and(eq(digestItems.userId, userId), isNull(digestItems.sentAt), lt(digestItems.createdAt, dayStart)),
    )
    .returning();
  const [person] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!person || claimed.length === 0) return false;
  const items = await stillVisible(ctx, person, claimed);
  if (items.length === 0) return false;
  try {
    await ctx.mailer.send({
      to: person.email,
      subject: `Cubewright: ${items.length} ${items.length === 1 ? 'thing' : 'things'} happened to your cubes`,
      text: digestText(ctx.config.baseUrl, person.username, items),
    });
    return true;
  } catch (err) {
    await db
      .update(digestItems)
      .set({ sentAt: sql`null` })
      .where(
        inArray(
          digestItems.id,
          claimed.map((c) => c.id),
        ),
      );
    throw err;
  }
}

async function stillVisible(
  ctx: DigestDeps,
  person: typeof profiles.$inferSelect,
  items: Item[],
): Promise<Item[]> {
  const actor = { id: person.userId, isAdmin: person.isAdmin, isModerator: person.isModerator };
  const seen = new Map<string, boolean>();
  const kept: Item[] = [];
  for (const item of items) {
    if (item.cubeId && !seen.has(item.cubeId)) {
      const cube = await loadCube(ctx.database.db, item.cubeId);
      seen.set(item.cubeId, !!cube && canView(actor, cube.access));
    }
    if (!item.cubeId || seen.get(item.cubeId)) kept.push(item);
  }
  return kept.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The mail's text: one paragraph per notice, with its link on this site. */
export function digestText(baseUrl: string, username: string, items: readonly Item[]): string {
  const lines = [`Hello ${username},`, '', 'Since your last digest:', ''];
  for (const item of items) {
    lines.push(`* ${item.title}`, `  ${item.message}`);
    if (item.actionUrl) lines.push(`  ${new URL(item.actionUrl, baseUrl).toString()}`);
    lines.push('');
  }
  lines.push('Choose what reaches you, and how, in Account Settings:', `${baseUrl}/account/settings`);
  return lines.join('\n');
}
