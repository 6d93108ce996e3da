import { describe, expect, it } from 'vitest';
import { readSidebarCookie, sidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('reads true, false and absence', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('other=1')).toBeNull();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
  });
  it('is kept for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
});
