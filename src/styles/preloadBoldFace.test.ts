import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { BOLD_KHMER_FACE, preloadBoldFace } from '@/styles/preloadBoldFace';

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

function fontSet(result: Promise<FontFace[]> = Promise.resolve([])) {
  const load = jest.fn((_font: string, _text?: string) => result);
  return { fonts: { load } as Pick<FontFaceSet, 'load'>, load };
}

describe('preloadBoldFace (a signed-in Khmer screen lays out once, with its bold face there)', () => {
  it('asks for the bold Khmer face, with Khmer text, when nothing is stored (Khmer is the default)', () => {
    const { fonts, load } = fontSet();
    expect(preloadBoldFace({ storage: storageWith({}), fonts })).toBe('kh');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(BOLD_KHMER_FACE, expect.stringMatching(/^[\u1780-\u17ff]+$/));
  });

  it('asks for nothing when the member reads English', () => {
    const { fonts, load } = fontSet();
    expect(preloadBoldFace({ storage: storageWith({ [LANGUAGE_STORAGE_KEY]: 'en' }), fonts })).toBe('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for nothing when storage cannot be read (the detector cannot read it either)', () => {
    const { fonts, load } = fontSet();
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(preloadBoldFace({ storage, fonts })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed download: the text stays in the fallback face', async () => {
    const { fonts, load } = fontSet(Promise.reject(new Error('network down')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadBoldFace({ storage: storageWith({}), fonts });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(load).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does nothing where the browser has no font loading API (jsdom)', () => {
    expect(document.fonts).toBeUndefined();
    expect(preloadBoldFace({ storage: storageWith({}) })).toBe('kh');
  });

  it('names a face the stylesheet declares: family and weight of the @font-face global.css imports', () => {
    const css = readFileSync(
      join(process.cwd(), 'node_modules/@fontsource/noto-sans-khmer/khmer-700.css'),
      'utf8',
    );
    expect(readFileSync(join(process.cwd(), 'src/styles/global.css'), 'utf8')).toContain(
      "@import '@fontsource/noto-sans-khmer/khmer-700.css';",
    );
    expect(css).toMatch(/font-family: 'Noto Sans Khmer';/);
    expect(css).toMatch(/font-weight: 700;/);
    expect(BOLD_KHMER_FACE).toBe('700 1em "Noto Sans Khmer"');
  });
});
