// Every line of every real cube list in the offline fixture must resolve (README of ../shared/data).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { parseBulkJson } from './bulk';
import { CardIndex } from './card-index';
import { normalizeCards } from './normalize';

const cardFile =
  process.env.CARD_DATA_FILE ?? path.resolve(import.meta.dirname, '../../../../../shared/data/cards.json.gz');
const cubeDir = path.join(path.dirname(cardFile), 'cubes');
const available = fs.existsSync(cardFile) && fs.existsSync(cubeDir);
if (!available) console.warn(`⚠ skipping cube list resolution: ${cardFile} or ${cubeDir} not found`);

describe('cube lists of the offline fixture', needs({ 'card data': available }), () => {
  const load = () => {
    const buf = fs.readFileSync(cardFile);
    const text = (buf[0] === 0x1f && buf[1] === 0x8b ? zlib.gunzipSync(buf) : buf).toString('utf8');
    return new CardIndex(normalizeCards(parseBulkJson(text)));
  };
  const index = available ? load() : new CardIndex([]);

  const lists = available ? fs.readdirSync(cubeDir).filter((f) => f.endsWith('.txt')) : [];
  it.each(lists)('%s resolves completely', (file) => {
    const lines = fs
      .readFileSync(path.join(cubeDir, file), 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(300);
    const missing = lines.filter((line) => !index.lookup(line));
    expect(missing).toEqual([]);
  });

  it('resolves the spellings lists use for multi-face cards to the whole card', () => {
    expect(index.lookup('Commit /// Memory')?.name).toBe('Commit // Memory');
    expect(index.lookup('Memory')?.name).toBe('Commit // Memory');
    expect(index.lookup('Brazen Borrower')?.name).toBe('Brazen Borrower // Petty Theft');
    expect(index.lookup('Delver of Secrets')?.name).toBe('Delver of Secrets // Insectile Aberration');
  });

  it('suggests the intended card for typos over the full card file', () => {
    expect(index.resolve('Lightnig Bolt').suggestions[0]).toBe('Lightning Bolt');
    expect(index.resolve('Snapcaster Mgae').suggestions[0]).toBe('Snapcaster Mage');
  });
});
