import type { FollowingResponse, Notification } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { recentFollowedUpdates, unreadPreview } from './dashboard-data';

const entry = (id: string, at: string | null) =>
  ({
    follow: {},
    cube: { id, name: `Cube ${id}` },
    latestUpdate: at ? { title: `Update ${id}`, description: 'd', createdAt: at } : null,
  }) as unknown as FollowingResponse['cubes'][number];

describe('recentFollowedUpdates', () => {
  it('skips cubes without updates, sorts newest first and caps the list', () => {
    const following = {
      cubes: [
        entry('a', '2026-01-01T00:00:00Z'),
        entry('b', null),
        entry('c', '2026-03-01T00:00:00Z'),
        entry('d', '2026-02-01T00:00:00Z'),
      ],
    };
    expect(recentFollowedUpdates(following).map((u) => u.cubeId)).toEqual(['c', 'd', 'a']);
    expect(recentFollowedUpdates(following, 2).map((u) => u.title)).toEqual(['Update c', 'Update d']);
    expect(recentFollowedUpdates(undefined)).toEqual([]);
  });
});

describe('unreadPreview', () => {
  it('keeps unread notifications of both kinds in order, capped', () => {
    const list = [
      { id: '1', kind: 'general', read: true },
      { id: '2', kind: 'cube_update', isRead: false },
      { id: '3', kind: 'general', read: false },
      { id: '4', kind: 'cube_update', isRead: true },
      { id: '5', kind: 'general', read: false },
      { id: '6', kind: 'general', read: false },
    ] as unknown as Notification[];
    expect(unreadPreview(list).map((n) => n.id)).toEqual(['2', '3', '5']);
    expect(unreadPreview(list, 1).map((n) => n.id)).toEqual(['2']);
    expect(unreadPreview(undefined)).toEqual([]);
  });
});
