// The real cube the draft benches use: a list from the offline data (CUBE_FILE, else one of
// CUBE_LISTS_DIR's lists) resolved against CARD_DATA_FILE. Exits with a notice when either is absent.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { cubeFromBulk } from '../../packages/core/src/bots/bulk-cube.test-support';

/** Loads the bench cube, or ends the process with "<bench> skipped" when the data is missing. */
export function loadRealCube(bench: string) {
  const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
  const cubeFile =
    process.env.CUBE_FILE ??
    `${process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes'}/ArenaChromaticCubeJune2021.txt`;
  if (!fs.existsSync(cardFile) || !fs.existsSync(cubeFile)) {
    console.log(`${bench} skipped: ${cardFile} or ${cubeFile} is missing`);
    process.exit(0);
  }
  const lines = fs.readFileSync(cubeFile, 'utf8').split('\n');
  const raw = JSON.parse(zlib.gunzipSync(fs.readFileSync(cardFile)).toString('utf8')) as unknown[];
  const { entries, missing, byId } = cubeFromBulk(lines, raw);
  console.log(
    `cube ${cubeFile.split('/').pop()}: ${entries.length} cards resolved, ${missing.length} missing`,
  );
  return { raw, entries, byId };
}
