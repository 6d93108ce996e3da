import type { DraftResponse } from '@cubewright/core/protocol';
import type {
  ChatListResponse,
  ChatMessage,
  SeatModeBody,
  UpdateDraftSettingsBody,
} from '@cubewright/core/protocol/draft-lobby';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Typed calls for the lobby's host controls and chat (see core/protocol/draft-lobby.ts).

export const chatKey = (id: string) => ['drafts', id, 'chat'] as const;

export const getChat = (id: string) => api<ChatListResponse>(`/api/drafts/${id}/chat`);
export const sendChat = (id: string, text: string) =>
  api<{ message: ChatMessage }>(`/api/drafts/${id}/chat`, { body: { text } });

export const updateSettings = (id: string, body: UpdateDraftSettingsBody) =>
  api<DraftResponse>(`/api/drafts/${id}/settings`, { method: 'PATCH', body });
export const setSeatMode = (id: string, body: SeatModeBody) =>
  api<DraftResponse>(`/api/drafts/${id}/seat-mode`, { body });
export const kickPlayer = (id: string, userId: string) =>
  api<DraftResponse>(`/api/drafts/${id}/kick`, { body: { userId } });
/** The host removes a spectator (ADR 0073): they stop hearing the draft and may not watch it again. */
export const removeSpectator = (id: string, userId: string) =>
  api<DraftResponse>(`/api/drafts/${id}/spectators/remove`, { body: { userId } });
export const shuffleSeats = (id: string) => api<DraftResponse>(`/api/drafts/${id}/shuffle`, { body: {} });
export const replaceWithBot = (id: string, seat: number) =>
  api<DraftResponse>(`/api/drafts/${id}/replace`, { body: { seat } });
export const takeSeatBack = (id: string) => api<DraftResponse>(`/api/drafts/${id}/join`, { body: {} });

/** Adds a line to the cached chat once (a live line and the sender's own answer may both arrive). */
export function addChatLine(client: QueryClient, id: string, message: ChatMessage) {
  client.setQueryData<ChatListResponse>(chatKey(id), (old) => {
    const messages = old?.messages ?? [];
    if (messages.some((m) => m.id === message.id)) return old;
    return { messages: [...messages, message].slice(-100) };
  });
}
