import { describe, expect, it } from 'vitest';
import { PageMarkCounter } from './page-marks';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('page marks of a streamed PDF', () => {
  const pdf = `%PDF-1.3\n${'7 0 obj\n<<\n/Type /Page\n/Parent 1 0 R\n>>\nendobj\nstream\n\u00ff\u0000x\nendstream\n'.repeat(5)}1 0 obj\n<<\n/Type /Pages\n/Count 5\n>>\n%%EOF`;

  it('counts each page once however the bytes are cut, and never the page tree', () => {
    for (const size of [1, 2, 3, 7, 11, 12, 13, 64, pdf.length]) {
      const counter = new PageMarkCounter();
      let seen = 0;
      for (let i = 0; i < pdf.length; i += size) {
        const now = counter.push(bytes(pdf.slice(i, i + size)));
        expect(now).toBeGreaterThanOrEqual(seen);
        seen = now;
      }
      expect(seen, `chunks of ${size}`).toBe(5);
    }
  });
});
