import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialRegionRect } from './region-rect';

afterEach(() => vi.unstubAllGlobals());

describe('initialRegionRect', () => {
  it("sizes the region from the window's height by the region's own rule", () => {
    vi.stubGlobal('window', { innerWidth: 1280, innerHeight: 800 });
    expect(initialRegionRect((h) => h * 0.7 - 2)).toEqual({ width: 1280, height: 558 });
    expect(initialRegionRect((h) => Math.max(320, h - 240) - 2)).toEqual({ width: 1280, height: 558 });
  });

  it('keeps a plain guess where there is no window', () => {
    expect(initialRegionRect((h) => h)).toEqual({ width: 900, height: 600 });
  });
});
