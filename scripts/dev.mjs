// `npm run dev`: the API with tsx watch on API_PORT (3001) and Vite with hot reload on PORT (3000), proxying /api.
import { spawn } from 'node:child_process';
import { defaultCardData, ensureInstalled, root } from './lib/prepare.mjs';

ensureInstalled();
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}` };
defaultCardData(env);
const children = [
  spawn('npm', ['run', 'dev', '-w', '@cubewright/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@cubewright/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
