import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrModules, qrPath } from './link-qr';

// The share link's QR code must read back as the link: drawn into pixels the way the SVG draws it and
// decoded by a real QR reader (jsQR), not compared with a stored picture.

/** The modules as an RGBA image, `scale` pixels a module, with the quiet zone. */
function pixels(modules: boolean[][], scale = 4) {
  const side = (modules.length + 2 * QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [r, row] of modules.entries())
    for (const [c, dark] of row.entries()) {
      if (!dark) continue;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const i = (((r + QUIET_ZONE) * scale + y) * side + (c + QUIET_ZONE) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }
  return { data, side };
}

describe('the share link as a QR code', () => {
  for (const link of [
    'https://cubes.example.org/events/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    'http://localhost:3000/events/______________________________-_',
  ]) {
    it(`reads back as ${link}`, () => {
      const modules = qrModules(link);
      // Square, and a valid QR size (21 + 4 per version).
      expect(modules.every((row) => row.length === modules.length)).toBe(true);
      expect((modules.length - 21) % 4).toBe(0);
      const { data, side } = pixels(modules);
      expect(jsQR(data, side, side)?.data).toBe(link);
    });
  }

  it('draws one path square per dark module, inside the quiet zone', () => {
    const modules = qrModules('https://cubes.example.org/events/x');
    const squares = qrPath(modules).match(/M(\d+) (\d+)h1v1h-1z/g) ?? [];
    expect(squares).toHaveLength(modules.flat().filter(Boolean).length);
    const coords = squares.map((s) =>
      s
        .match(/^M(\d+) (\d+)/)!
        .slice(1)
        .map(Number),
    );
    expect(Math.min(...coords.flat())).toBe(QUIET_ZONE);
    expect(Math.max(...coords.flat())).toBe(QUIET_ZONE + modules.length - 1);
  });
});
