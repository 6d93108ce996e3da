import {
  CHAT_BURST,
  CHAT_KEPT,
  CHAT_WINDOW_MS,
  type ChatBody,
  type ChatMessage,
} from '@cubewright/core/protocol/draft-lobby';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftChat, draftSeats, drafts } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { Player } from './lobby';

// The lobby chat: seated players and the host talk before and during the draft. Lines live in the
// database (any instance serves them; the rate limit counts rows, so it holds across instances too).

const NOT_IN_DRAFT = 'Only players in this draft can use its chat.';

type ChatRow = typeof draftChat.$inferSelect;

const messageOf = (r: ChatRow): ChatMessage => ({
  id: r.id,
  userId: r.userId,
  username: r.username,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
});

/** Refuses anyone who is neither the host nor seated. */
async function checkMember(db: Db, draftId: string, userId: string): Promise<void> {
  const [row] = await db.select({ hostId: drafts.hostId }).from(drafts).where(eq(drafts.id, draftId));
  if (!row) throw notFound('Draft not found');
  if (row.hostId === userId) return;
  const [seat] = await db
    .select({ seat: draftSeats.seat })
    .from(draftSeats)
    .where(and(eq(draftSeats.draftId, draftId), eq(draftSeats.userId, userId)));
  if (!seat) throw forbidden(NOT_IN_DRAFT);
}

/** The kept lines, oldest first. */
export async function listChat(db: Db, draftId: string, userId: string): Promise<ChatMessage[]> {
  await checkMember(db, draftId, userId);
  const rows = await db
    .select()
    .from(draftChat)
    .where(eq(draftChat.draftId, draftId))
    .orderBy(desc(draftChat.id))
    .limit(CHAT_KEPT);
  return rows.reverse().map(messageOf);
}

/** Stores one trimmed line (the body schema checked its length), then drops lines beyond the kept ones. */
export async function postChat(
  db: Db,
  user: Player,
  draftId: string,
  body: ChatBody,
  /** The app clock's time: the line's stamp and the rate limit's window end. */
  now: Date,
): Promise<ChatMessage> {
  await checkMember(db, draftId, user.id);
  const recent = await db
    .select({ id: draftChat.id })
    .from(draftChat)
    .where(
      and(
        eq(draftChat.draftId, draftId),
        eq(draftChat.userId, user.id),
        gte(draftChat.createdAt, new Date(now.getTime() - CHAT_WINDOW_MS)),
      ),
    );
  if (recent.length >= CHAT_BURST)
    throw new HttpError(429, 'You are sending messages too fast; wait a few seconds.', 'rate_limited');
  const [row] = await db
    .insert(draftChat)
    .values({ draftId, userId: user.id, username: user.username, text: body.text.trim(), createdAt: now })
    .returning();
  const [oldest] = await db
    .select({ id: draftChat.id })
    .from(draftChat)
    .where(eq(draftChat.draftId, draftId))
    .orderBy(desc(draftChat.id))
    .offset(CHAT_KEPT - 1)
    .limit(1);
  if (oldest)
    await db.delete(draftChat).where(and(eq(draftChat.draftId, draftId), lt(draftChat.id, oldest.id)));
  return messageOf(row!);
}

/** Chat lines in order, for tests and exports. */
export const chatRowsOf = (db: Db, draftId: string) =>
  db.select().from(draftChat).where(eq(draftChat.draftId, draftId)).orderBy(asc(draftChat.id));
