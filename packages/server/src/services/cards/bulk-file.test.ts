import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintOf, forEachBulkObject } from './bulk-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bulk-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const objects = [{ name: 'Opt' }, { name: 'Fire // Ice', card_faces: [{ name: 'Fire' }, { name: 'Ice' }] }];
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};
const readAll = async (file: string) => {
  const out: unknown[] = [];
  const count = await forEachBulkObject(file, (o) => out.push(o));
  expect(count).toBe(out.length);
  return out;
};

describe('forEachBulkObject', () => {
  it('reads plain and gzipped arrays whatever the file is named', async () => {
    expect(await readAll(write('a.json', JSON.stringify(objects)))).toEqual(objects);
    expect(await readAll(write('b.json', zlib.gzipSync(JSON.stringify(objects))))).toEqual(objects);
    expect(
      await readAll(
        write('c.json.gz', zlib.gzipSync(`[\n${objects.map((o) => JSON.stringify(o)).join(',\n')}\n]`)),
      ),
    ).toEqual(objects);
  });

  it('accepts a saved API list page ({ data: [...] })', async () => {
    expect(await readAll(write('list.json', JSON.stringify({ object: 'list', data: objects })))).toEqual(
      objects,
    );
  });

  it('rejects a truncated download, a missing file and a file that is not a card list', async () => {
    await expect(readAll(write('cut.json', JSON.stringify(objects).slice(0, -10)))).rejects.toThrow(
      /truncated/,
    );
    await expect(readAll(path.join(dir, 'missing.json'))).rejects.toThrow(/ENOENT/);
    await expect(readAll(write('num.json', '42'))).rejects.toThrow();
  });

  it('fingerprints files by path, size and modification time', async () => {
    const file = write('f.json', '[]');
    const before = await fingerprintOf([file]);
    expect(await fingerprintOf([file])).toBe(before);
    fs.writeFileSync(file, '[ ]');
    expect(await fingerprintOf([file])).not.toBe(before);
  });
});
