import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('formatRelativeTime (spec section 9)', () => {
  it('says "just now" under one minute, and for the future', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(new Date(now.getTime() - 59_999), now)).toBe('just now');
    expect(formatRelativeTime(ago(-5), now)).toBe('just now');
  });
  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(ago(1), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59), now)).toBe('59 minutes ago');
  });
  it('counts hours under 1440 minutes', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(1439), now)).toBe('23 hours ago');
  });
  it('counts days under 10080 minutes', () => {
    expect(formatRelativeTime(ago(1440), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(10079), now)).toBe('6 days ago');
  });
  it('shows a date from 10080 minutes on', () => {
    expect(formatRelativeTime(ago(10080), now)).toBe('Jun 8, 2025');
    expect(formatRelativeTime('2024-01-02T00:00:00Z', now)).toBe('Jan 2, 2024');
  });
  it('accepts ISO strings and returns "" for invalid input', () => {
    expect(formatRelativeTime('2025-06-15T11:30:00Z', now)).toBe('30 minutes ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
