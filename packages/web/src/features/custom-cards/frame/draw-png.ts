import { type CustomCardFace, type CustomCardFields, typeLineOf } from '@cubewright/core/custom-cards';
import { costSymbols, type Glyph, symbolShape, textRuns } from '../../../components/card/mana-symbols';
import { frameKindOf, PALETTES, RARITY_COLORS } from './frame-style';

// The PNG export draws the frame on a canvas by hand (no html-to-image dependency), following the
// same palette and proportions as the React frame. Width 744 px: a card at 300 dpi is 750 px wide.

const W = 744;
const H = Math.round((W * 680) / 488);
const u = W / 100; // one "cqw"

type Ctx = CanvasRenderingContext2D;

function roundRect(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  edge?: string,
) {
  c.beginPath();
  c.roundRect(x, y, w, h, r);
  c.fillStyle = fill;
  c.fill();
  if (edge) {
    c.lineWidth = 0.5 * u;
    c.strokeStyle = edge;
    c.stroke();
  }
}

/** The canvas writes a glyph as a character (the React symbol draws it as a path). */
function glyphText(g: Glyph): string {
  if (g.kind === 'text') return g.text;
  return { tap: '↷', untap: '↶', energy: 'E', snow: '❄', phyrexian: 'φ' }[g.kind];
}

function symbol(c: Ctx, sym: string, x: number, y: number, d: number) {
  const shape = symbolShape(sym);
  const [a, b] = shape.fills;
  c.save();
  c.beginPath();
  c.arc(x + d / 2, y + d / 2, d / 2, 0, Math.PI * 2);
  c.fillStyle = a!;
  c.fill();
  if (b) {
    c.clip();
    c.beginPath();
    c.moveTo(x + d, y);
    c.lineTo(x + d, y + d);
    c.lineTo(x, y + d);
    c.closePath();
    c.fillStyle = b;
    c.fill();
  }
  c.restore();
  const label = shape.glyphs.map(glyphText).join('');
  c.fillStyle = shape.fills.length === 1 && a === '#2b2b2b' ? '#f4f4f4' : '#111';
  c.font = `bold ${d * (label.length > 2 ? 0.42 : label.length > 1 ? 0.55 : 0.7)}px sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillText(label, x + d / 2, y + d / 2 + d * 0.04);
  c.textAlign = 'left';
  c.textBaseline = 'alphabetic';
}

/** Lays out text with inline symbols, wrapping at `width`; returns the y after the last line. */
function paragraph(c: Ctx, text: string, x: number, y: number, width: number, size: number, italic = false) {
  const font = `${italic ? 'italic ' : ''}${size}px serif`;
  c.font = font;
  c.fillStyle = '#111';
  const lh = size * 1.25;
  for (const line of text.split('\n')) {
    let cx = x;
    const tokens = textRuns(line).flatMap(
      (r): Array<{ symbol: string } | { text: string }> =>
        'symbol' in r
          ? [r]
          : 'loyalty' in r
            ? [{ text: `[${r.loyalty}]` }]
            : r.text.split(/(\s+)/).map((t) => ({ text: t })),
    );
    for (const t of tokens) {
      const w = 'symbol' in t ? size : c.measureText(t.text).width;
      if (cx + w > x + width && cx > x) {
        cx = x;
        y += lh;
        if ('text' in t && !t.text.trim()) continue;
      }
      if ('symbol' in t) {
        symbol(c, t.symbol, cx, y - size * 0.85, size * 0.95);
        // Symbols set their own font and colour; the text after them goes back to the text's.
        c.font = font;
        c.fillStyle = '#111';
      } else c.fillText(t.text, cx, y);
      cx += w;
    }
    y += lh;
  }
  return y;
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    // Without CORS headers the art would taint the canvas, so it is left out rather than failing the export.
    img.crossOrigin = 'anonymous';
    img.referrerPolicy = 'no-referrer';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

async function drawFace(c: Ctx, fields: CustomCardFields, face: CustomCardFace) {
  const p = PALETTES[frameKindOf(face)];
  roundRect(c, 0, 0, W, H, 4.75 * u, '#111');
  const pad = 3.5 * u;
  roundRect(c, pad, pad, W - 2 * pad, H - 2 * pad, 2 * u, p.frame);
  const x = pad + 2.2 * u;
  const w = W - 2 * x;
  let y = pad + 2.2 * u;
  roundRect(c, x, y, w, 8 * u, 1.5 * u, p.bar, p.edge);
  c.fillStyle = '#111';
  c.font = `600 ${5.2 * u}px sans-serif`;
  const syms = costSymbols(face.manaCost);
  c.fillText(face.name, x + 2 * u, y + 5.8 * u, w - 5 * u - syms.length * 5.3 * u);
  syms.forEach((s, i) => {
    symbol(c, s, x + w - 2 * u - (syms.length - i) * 5.3 * u, y + 1.5 * u, 5 * u);
  });
  y += 9.6 * u;
  const artH = (H - 2 * pad) * 0.44;
  c.fillStyle = '#9ca3af';
  c.fillRect(x, y, w, artH);
  const art = face.artUrl ? await loadImage(face.artUrl) : null;
  if (art) {
    const scale = Math.max(w / art.width, artH / art.height);
    c.save();
    c.beginPath();
    c.rect(x, y, w, artH);
    c.clip();
    c.drawImage(
      art,
      x + (w - art.width * scale) / 2,
      y + (artH - art.height * scale) / 2,
      art.width * scale,
      art.height * scale,
    );
    c.restore();
  }
  y += artH + 1.6 * u;
  roundRect(c, x, y, w, 7 * u, 1.5 * u, p.bar, p.edge);
  c.fillStyle = '#111';
  c.font = `600 ${4.6 * u}px sans-serif`;
  c.fillText(typeLineOf(face), x + 2 * u, y + 4.9 * u, w - 8 * u);
  c.fillStyle = RARITY_COLORS[fields.rarity] ?? '#111';
  c.fillRect(x + w - 5.5 * u, y + 1.8 * u, 3.4 * u, 3.4 * u);
  y += 8.6 * u;
  const boxH = H - pad - 2.2 * u - 8 * u - y;
  roundRect(c, x, y, w, boxH, 0, p.box, p.edge);
  const ty = paragraph(c, face.rulesText, x + 2 * u, y + 6 * u, w - 4 * u, 4.6 * u);
  if (face.flavorText) paragraph(c, face.flavorText, x + 2 * u, ty + 1.5 * u, w - 4 * u, 4.4 * u, true);
  const by = H - pad - 2.2 * u - 6.5 * u;
  c.fillStyle = '#fff';
  c.font = `${3.2 * u}px sans-serif`;
  if (fields.artist) c.fillText(`Illus. ${fields.artist}`, x, by + 4.5 * u, w * 0.6);
  const stats =
    face.power !== null && face.toughness !== null
      ? `${face.power}/${face.toughness}`
      : (face.loyalty ?? face.defense);
  if (stats) {
    c.font = `bold ${5.2 * u}px sans-serif`;
    const sw = c.measureText(stats).width + 4 * u;
    roundRect(c, x + w - sw, by, sw, 7 * u, 1.5 * u, p.bar, p.edge);
    c.fillStyle = '#111';
    c.fillText(stats, x + w - sw + 2 * u, by + 5.2 * u);
  }
}

/** Draws a face of a custom card and returns it as a PNG blob. */
export async function customCardPng(
  fields: CustomCardFields,
  side: 'front' | 'back' = 'front',
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const c = canvas.getContext('2d');
  if (!c) throw new Error('This browser cannot draw images');
  await drawFace(c, fields, side === 'back' && fields.back ? fields.back : fields);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be made'))), 'image/png'),
  );
}

/** Saves the PNG of a custom card under its name. */
export async function downloadCustomCardPng(fields: CustomCardFields, side: 'front' | 'back' = 'front') {
  const blob = await customCardPng(fields, side);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${(side === 'back' && fields.back ? fields.back.name : fields.name).replace(/[^\w-]+/g, '-') || 'card'}.png`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
