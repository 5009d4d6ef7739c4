import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SYMBOLS } from '@/api/symbols';

const ART_DIR = __dirname;
const styleSheet = readFileSync(join(ART_DIR, 'SymbolArt.css'), 'utf8');

/** The file the style sheet draws `symbol` from, as written in its rule. */
function fileOf(symbol: string): string | undefined {
  const rule = new RegExp(
    `\\.symbol-art--${symbol}\\s*\\{\\s*background-image:\\s*url\\('\\./([\\w-]+\\.svg)'\\);\\s*\\}`,
  );
  return rule.exec(styleSheet)?.[1];
}

describe("the symbols' drawings (art/SymbolArt.css)", () => {
  it.each(SYMBOLS.map((symbol) => symbol.toLowerCase()))(
    '%s has a rule naming a drawing of its own',
    (symbol) => {
      const file = fileOf(symbol);
      expect(file).toBe(`${symbol}.svg`);
      const drawing = new DOMParser().parseFromString(
        readFileSync(join(ART_DIR, file!), 'utf8'),
        'image/svg+xml',
      );
      expect(drawing.querySelector('parsererror')).toBeNull();
      const root = drawing.documentElement;
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 64 64');
      expect(root.querySelectorAll('circle, ellipse, path, rect').length).toBeGreaterThan(3);
      // A standalone image: it cannot reach the page's styles, and it must not fetch anything.
      expect(root.querySelector('style, image, use, script, foreignObject')).toBeNull();
      expect(readFileSync(join(ART_DIR, file!), 'utf8')).not.toMatch(/currentColor|var\(/);
    },
  );

  it('no two symbols share a drawing', () => {
    const files = SYMBOLS.map((symbol) => fileOf(symbol.toLowerCase()));
    expect(new Set(files).size).toBe(SYMBOLS.length);
  });
});
