import { describe, expect, it } from 'vitest';
import { adaptiveThreshold, type Pixels } from './photo-binarize';

/** A grey picture from brightness(x, y). */
function picture(width: number, height: number, brightness: (x: number, y: number) => number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.fill(brightness(x, y), i, i + 3);
      data[i + 3] = 255;
    }
  return { data, width, height };
}
const at = (p: Pixels, x: number, y: number) => p.data[(y * p.width + x) * 4];

describe('adaptiveThreshold', () => {
  it('keeps ink black and paper white at both ends of a table lit from one side', () => {
    // Light falls from 240 on the left to 60 on the right; a 2 px stroke every 10 px is 40% darker.
    const light = (x: number) => 240 - (180 * x) / 199;
    const p = picture(200, 20, (x) => (x % 10 < 2 ? light(x) * 0.6 : light(x)));
    adaptiveThreshold(p, 15);
    // The ink at the dark end (~70) is darker than the paper at the bright end would be under one threshold.
    expect([at(p, 0, 10), at(p, 190, 10)]).toEqual([0, 0]);
    expect([at(p, 5, 10), at(p, 195, 10)]).toEqual([255, 255]);
  });

  it('turns a flat area of any brightness white', () => {
    for (const level of [30, 128, 250]) {
      const p = picture(30, 30, () => level);
      adaptiveThreshold(p, 9);
      expect(new Set(p.data)).toEqual(new Set([255]));
    }
  });
});
