import { type CardSlot, type SheetOptions, sheetLayout, type TextProxy } from '@cubewright/core/print';
import PDFDocument from 'pdfkit';
import type { ProxyImage, ProxyImages } from './proxy-images';
import { winAnsiSafe } from './win-ansi';

/** The light tint behind a card, by its colours, so a stack of proxies sorts at a glance. */
export type ProxyTint = 'W' | 'U' | 'B' | 'R' | 'G' | 'multi' | 'colorless';
export interface ProxyCard {
  proxy: TextProxy;
  tint: ProxyTint;
  /** The card's image (a Scryfall URI), printed instead of the text when images are asked for and fetched. */
  imageUri?: string | null;
}

const TINTS: Record<ProxyTint, string> = {
  W: '#f8f4e3',
  U: '#dbe9f6',
  B: '#dcd7d4',
  R: '#f6dcd4',
  G: '#d8ecdc',
  multi: '#efe3c2',
  colorless: '#e6e8ea',
};

/**
 * An image PDFKit has read, which `doc.image` draws as often as asked while embedding it once. PDFKit
 * has `openImage` and accepts its result in `image`; @types/pdfkit declares neither.
 */
interface OpenedImage {
  width: number;
  height: number;
}

const PAD = 6; // points inside the trim: the frame's border
const NAME_SIZE = 8;
const TYPE_SIZE = 6.5;
const STATS_SIZE = 9;
const FOOTER_SIZE = 5;
// Rules text shrinks until it fits its box; below the last size it is cut with an ellipsis.
const TEXT_SIZES = [7.5, 7, 6.5, 6, 5.5, 5, 4.5];

/**
 * A PDF document (a readable stream) that `render` fills page by page: the caller pipes the stream to the
 * response first, so pages leave while later ones are drawn. `render` yields to the event loop after each
 * page, which lets the stream flush and keeps a 540-card cube from holding the server's only thread.
 */
export function proxyDocument(title: string) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: winAnsiSafe(title), Creator: 'Cubewright' },
  });
  return doc;
}

export async function renderProxySheets(
  doc: PDFKit.PDFDocument,
  cards: readonly ProxyCard[],
  options: SheetOptions,
  /** With images: each card's picture where it can be fetched, its text proxy where not. */
  images?: ProxyImages,
): Promise<void> {
  const layout = sheetLayout(options);
  const perPage = layout.slots.length;
  const picturesOf = (start: number) =>
    images
      ? images.fetchAll(cards.slice(start, start + perPage).map((c) => c.imageUri ?? null))
      : Promise.resolve([]);
  // The next page's images are on their way while this page is drawn.
  let next = picturesOf(0);
  // Each picture is embedded once however many copies print (the fetcher hands out one object per URL).
  const embedded = new Map<ProxyImage, OpenedImage>();
  const embed = (picture: ProxyImage) => {
    let image = embedded.get(picture);
    if (!image) {
      image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(picture.data);
      embedded.set(picture, image);
    }
    return image;
  };
  for (let start = 0; start === 0 || start < cards.length; start += perPage) {
    const pictures = await next;
    next = start + perPage < cards.length ? picturesOf(start + perPage) : Promise.resolve([]);
    // The reader went away (Fastify destroys the stream when the connection closes): stop drawing.
    if (doc.destroyed) return;
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    const page = cards.slice(start, start + perPage);
    for (const [i, card] of page.entries()) {
      const picture = pictures[i];
      if (picture) drawPicture(doc, embed(picture), layout.slots[i]!, options.bleed);
      else drawCard(doc, card, layout.slots[i]!, options.bleed);
    }
    if (layout.cutMarks.length) {
      doc.save().lineWidth(0.5).strokeColor('#444444');
      for (const m of layout.cutMarks) doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2);
      doc.stroke().restore();
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  doc.end();
}

function drawPicture(doc: PDFKit.PDFDocument, picture: OpenedImage, slot: CardSlot, bleed: boolean) {
  const { trim } = slot;
  // A card's printed border is black: with bleed, black runs past the trim so an off cut shows none of the page.
  if (bleed) doc.rect(slot.bleed.x, slot.bleed.y, slot.bleed.width, slot.bleed.height).fill('#111111');
  doc.image(picture as unknown as Buffer, trim.x, trim.y, { width: trim.width, height: trim.height });
}

function drawCard(doc: PDFKit.PDFDocument, card: ProxyCard, slot: CardSlot, bleed: boolean) {
  const { trim } = slot;
  const tint = TINTS[card.tint];
  // With bleed the tint runs to the bleed box, so a slightly-off cut shows no white edge.
  const fill = bleed ? slot.bleed : trim;
  doc.rect(fill.x, fill.y, fill.width, fill.height).fill(tint);
  doc
    .roundedRect(trim.x + PAD / 2, trim.y + PAD / 2, trim.width - PAD, trim.height - PAD, 6)
    .lineWidth(0.8)
    .stroke('#333333');
  const x = trim.x + PAD + 2;
  const width = trim.width - 2 * PAD - 4;
  const bottom = trim.y + trim.height - PAD - 2;
  const footerHeight = card.proxy.footer ? FOOTER_SIZE + 3 : 0;
  const faces = card.proxy.faces;
  const share = (bottom - footerHeight - (trim.y + PAD + 2)) / faces.length;
  faces.forEach((face, i) => {
    const top = trim.y + PAD + 2 + i * share;
    const flavor = i === faces.length - 1 ? card.proxy.flavor : '';
    drawFace(doc, face, { x, y: top, width, height: share - 2 }, flavor, i > 0);
  });
  if (card.proxy.footer)
    doc
      .font('Helvetica')
      .fontSize(FOOTER_SIZE)
      .fillColor('#333333')
      .text(winAnsiSafe(card.proxy.footer), x, bottom - FOOTER_SIZE, {
        width,
        height: FOOTER_SIZE + 2,
        lineBreak: false,
        ellipsis: true,
      });
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

function drawFace(
  doc: PDFKit.PDFDocument,
  face: TextProxy['faces'][number],
  area: Area,
  flavor: string,
  divided: boolean,
) {
  const { x, width } = area;
  let y = area.y;
  if (divided)
    doc
      .moveTo(x, y - 1)
      .lineTo(x + width, y - 1)
      .lineWidth(0.4)
      .stroke('#777777');
  doc.fillColor('#111111');
  const cost = winAnsiSafe(face.manaCost);
  doc.font('Helvetica').fontSize(NAME_SIZE);
  const costWidth = cost ? doc.widthOfString(cost) + 3 : 0;
  if (cost) doc.text(cost, x + width - costWidth + 3, y, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(NAME_SIZE)
    .text(winAnsiSafe(face.name), x, y, {
      width: width - costWidth,
      height: NAME_SIZE + 2,
      ellipsis: true,
      lineBreak: false,
    });
  y += NAME_SIZE + 4;
  doc
    .font('Helvetica-Oblique')
    .fontSize(TYPE_SIZE)
    .text(winAnsiSafe(face.typeLine), x, y, {
      width,
      height: TYPE_SIZE + 2,
      ellipsis: true,
      lineBreak: false,
    });
  y += TYPE_SIZE + 2;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.4)
    .stroke('#777777');
  y += 3;
  const statsHeight = face.stats ? STATS_SIZE + 2 : 0;
  const textHeight = area.y + area.height - y - statsHeight;
  const body = winAnsiSafe(flavor ? `${face.text}\n${flavor}` : face.text);
  if (body && textHeight > 0) {
    doc.font('Helvetica').fillColor('#111111');
    const size =
      TEXT_SIZES.find((s) => doc.fontSize(s).heightOfString(body, { width }) <= textHeight) ??
      TEXT_SIZES.at(-1)!;
    doc.fontSize(size).text(body, x, y, { width, height: textHeight, ellipsis: true });
  }
  if (face.stats) {
    doc.font('Helvetica-Bold').fontSize(STATS_SIZE).fillColor('#111111');
    const stats = winAnsiSafe(face.stats);
    const w = doc.widthOfString(stats);
    doc.text(stats, x + width - w, area.y + area.height - STATS_SIZE, { lineBreak: false });
  }
}
