import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-links';
import {
  createAnnouncementBodySchema,
  createNotificationBodySchema,
  type GeneralNotification,
} from './notifications';
import { isSameSitePath } from './same-site-path';

const hostile = [
  '/\\evil.example',
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/a\nb',
  'cubes/x',
  '',
];

describe('notification action links', () => {
  it.each(hostile)('refuses %j as an actionUrl', (actionUrl) => {
    expect(isSameSitePath(actionUrl)).toBe(false);
    const body = { userId: 'u', title: 't', message: 'm', actionUrl };
    expect(createNotificationBodySchema.safeParse(body).error?.issues[0]?.message).toBe(
      'actionUrl must be a path on this site, starting with a single /',
    );
    expect(createAnnouncementBodySchema.safeParse({ title: 't', message: 'm', actionUrl }).success).toBe(
      false,
    );
  });

  it.each(['/', '/cubes/abc', '/cubes/abc?tab=list#top', '/search?q=a b'])('accepts %j', (actionUrl) => {
    expect(isSameSitePath(actionUrl)).toBe(true);
    expect(
      createNotificationBodySchema.safeParse({ userId: 'u', title: 't', message: 'm', actionUrl }).success,
    ).toBe(true);
  });

  it('links nowhere for a stored actionUrl that is not a path on this site', () => {
    const n = (actionUrl: string | null): GeneralNotification => ({
      kind: 'general',
      id: '1',
      title: 't',
      message: 'm',
      type: 'info',
      announcement: false,
      read: false,
      readAt: null,
      actionUrl,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(notificationHref(n('/cubes/x'))).toBe('/cubes/x');
    for (const url of hostile) expect(notificationHref(n(url))).toBeNull();
    expect(notificationHref(n(null))).toBeNull();
  });
});
