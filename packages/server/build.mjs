// Bundles the server (and the workspace's TypeScript core) into dist/main.js; npm packages stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@cubewright/'),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'cards-sync': 'src/cli/cards-sync.ts',
    // Beside main.js: persist-cards.ts starts it as ./card-copy-worker.js.
    'card-copy-worker': 'src/services/cards/card-copy-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: packages/server/dist/main.js');
