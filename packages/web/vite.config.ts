import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ocrAssets } from './scripts/ocr-assets.mjs';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * The built index.html starts the app's entry from its body script (ADR 0089), so that the picture of a
 * cube list's last visit is painted before the app's code evaluates; the entry's modules are still
 * fetched at once through their modulepreload links.
 */
function entryStartedByBodyScript(): Plugin {
  return {
    name: 'entry-started-by-body-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
        if (!tag || !html.includes("'__CW_ENTRY__'"))
          throw new Error('index.html: entry script or its starter missing');
        // The entry is fetched with its imports, as its tag had it fetched.
        const preload = `<link rel="modulepreload" crossorigin href="${tag[1]}">\n`;
        return html.replace(tag[0], preload).replace("'__CW_ENTRY__'", `'${tag[1]}'`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), ocrAssets(), entryStartedByBodyScript()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      '/healthz': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
});
