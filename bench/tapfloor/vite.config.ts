import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The tap floor's build: the same Vite and React plugin as the app, nothing else.
export default defineConfig({
  plugins: [react()],
  build: { outDir: '../../dist-bench-tapfloor', emptyOutDir: true },
});
