import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { simulatorPlugin } from './mocks/server/vitePlugin';

/** A hash of the translation files: the i18n cache (7 days) is dropped when they change. */
function localesVersion(): string {
  const root = new URL('./public/locales/', import.meta.url);
  const hash = createHash('sha256');
  for (const language of readdirSync(root).sort()) {
    hash.update(readFileSync(new URL(`${language}/translation.json`, root)));
  }
  return hash.digest('hex').slice(0, 12);
}

process.env.VITE_LOCALES_VERSION ??= localesVersion();

// Build-time configuration is read only by src/config (see docs/architecture.md).
export default defineConfig({
  // The server simulator answers /api and /__sim in `vite` and `vite preview` (SIM=off to disable; docs/simulator.md).
  plugins: [react(), simulatorPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    sourcemap: false,
    target: 'es2022',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
