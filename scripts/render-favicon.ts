// Draws public/favicon.png from public/favicon.svg in Chromium. The page links the PNG: a browser
// decodes a favicon on the page's main thread, and an SVG one is a whole SVG document built there
// (docs/quality.md "What keeps the first screen small and quick"). Run after changing the drawing:
//   npx tsx scripts/render-favicon.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { launch } from '../bench/browser';

const SIZE = 48;

async function main() {
  const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${SIZE}px;height:${SIZE}px}</style>${svg}`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: SIZE, height: SIZE },
    });
    writeFileSync(new URL('../public/favicon.png', import.meta.url), png);
    console.log(`public/favicon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
