import { readableStoredLanguage, type Language } from '@/lib/i18n/languages';

/**
 * The bold Khmer face (global.css, @fontsource/noto-sans-khmer/khmer-700.css). Khmer pages use it in
 * every heading and amount of a signed-in screen, but the browser only asks for a face once a layout
 * needs it: on the game route that was the table's first layout, so the face arrived after it and the
 * whole table was laid out a second time (docs/quality.md).
 */
export const BOLD_KHMER_FACE = '700 1em "Noto Sans Khmer"';
const KHMER_SAMPLE = 'ក';

interface Options {
  storage?: Pick<Storage, 'getItem'>;
  fonts?: Pick<FontFaceSet, 'load'>;
}

/**
 * Starts downloading the bold face beside a signed-in screen's chunks, when the page will be in Khmer
 * (an English page never uses it). Fire and forget: the first render does not wait for a font, and a
 * failed download leaves the text in the fallback face, as font-display: swap does anyway. Returns the
 * language it decided for.
 */
export function preloadBoldFace(options: Options = {}): Language | null {
  const language = readableStoredLanguage(options.storage);
  if (language === null) return null; // No storage: i18next's detector cannot read one either; leave it to the layout.
  const fonts = options.fonts ?? (typeof document === 'undefined' ? undefined : document.fonts);
  if (language === 'kh' && fonts) void fonts.load(BOLD_KHMER_FACE, KHMER_SAMPLE).catch(() => undefined);
  return language;
}
