import { describe, expect, it } from 'vitest';
import { historyStep } from './history-keys';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => historyStep({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('history keys', () => {
  it('maps Ctrl/Cmd+Z to undo and Ctrl+Shift+Z or Ctrl+Y to redo', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('z', { metaKey: true })).toBe('undo');
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
  });

  it('ignores the letters alone and other shortcuts', () => {
    expect(press('z')).toBeNull();
    expect(press('y', { shiftKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
  });
});
