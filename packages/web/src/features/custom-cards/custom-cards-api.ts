import type {
  CustomCardBody,
  CustomCardListResponse,
  CustomCardPatch,
  CustomCardResponse,
} from '@cubewright/core/protocol';
import { api } from '../../lib/api';

// The custom card calls (endpoints: packages/core/src/protocol/custom-cards.ts) and their query keys.

export const myCustomCardsKey = ['custom-cards', 'mine'] as const;
export const customCardKey = (id: string) => ['custom-cards', id] as const;

export const fetchMyCustomCards = () => api<CustomCardListResponse>('/api/custom-cards/mine');
export const fetchCustomCard = (id: string) =>
  api<CustomCardResponse>(`/api/custom-cards/${encodeURIComponent(id)}`);
export const createCustomCard = (body: CustomCardBody) =>
  api<CustomCardResponse>('/api/custom-cards', { method: 'POST', body });
export const updateCustomCard = (id: string, body: CustomCardPatch) =>
  api<CustomCardResponse>(`/api/custom-cards/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const deleteCustomCard = (id: string) =>
  api<void>(`/api/custom-cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
