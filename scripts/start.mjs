// `npm start`: install, build, migrate, load card data and serve on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'packages/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
