import type { GeneralNotification } from '@cubewright/core/protocol';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from './notification-item';

const notification = (actionUrl: string): GeneralNotification => ({
  kind: 'general',
  id: '1',
  title: 'Read me',
  message: 'm',
  type: 'info',
  announcement: false,
  read: true,
  readAt: null,
  actionUrl,
  createdAt: '2026-01-01T00:00:00Z',
});

const render = (actionUrl: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NotificationItem n={notification(actionUrl)} onRead={() => {}} onDelete={() => {}} />
    </MemoryRouter>,
  );

describe('NotificationItem', () => {
  it('links the title to a path on this site', () => {
    expect(render('/cubes/abc')).toContain('href="/cubes/abc"');
  });

  it.each(['/\\evil.example', '//evil.example', '/\t/evil.example'])(
    'renders no link for a stored actionUrl of %j',
    (actionUrl) => {
      const html = render(actionUrl);
      expect(html).not.toContain('<a');
      expect(html).not.toContain('evil.example');
      expect(html).toContain('Read me');
    },
  );
});
