// Builds the app with VITE_API_BASE_URL="not a uri" into dist-bad-config and serves it, for the browser
// test of spec §5 ("Config validation error" on the page).
import { build, preview } from 'vite';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : 4318);
const outDir = `dist-bad-config-${port}`;

process.env.VITE_API_BASE_URL = 'not a uri';
process.env.SIM = 'off';
// configLoader 'runner': Vite loads the TypeScript config through its module runner (no CJS warning).
await build({ logLevel: 'warn', configLoader: 'runner', build: { outDir } });
const server = await preview({
  configLoader: 'runner',
  build: { outDir },
  preview: { port, host: '127.0.0.1', strictPort: true },
});
console.log(`bad-config build served on http://localhost:${port}`);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
