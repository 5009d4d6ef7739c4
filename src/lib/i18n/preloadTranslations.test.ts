import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import {
  preloadTranslations,
  TRANSLATION_CACHE_MS,
  TRANSLATION_CACHE_PREFIX,
} from '@/lib/i18n/preloadTranslations';

const NOW = Date.UTC(2026, 10, 23, 12);

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

const cachedCopy = (stamp: number, version = 'v1') =>
  JSON.stringify({ 'login.title': 'Sign in', i18nStamp: stamp, i18nVersion: version });

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

afterEach(() => preloads().forEach((link) => link.remove()));

describe('preloadTranslations (the entry asks for the translations i18next is about to need)', () => {
  it('asks for the default language as a CORS fetch preload when nothing is stored', () => {
    expect(preloadTranslations({ version: 'v1', storage: storageWith({}), now: NOW })).toBe(
      '/locales/kh/translation.json',
    );
    const [link] = preloads();
    expect(link?.as).toBe('fetch');
    expect(link?.crossOrigin).toBe('anonymous');
    expect(link?.getAttribute('href')).toBe('/locales/kh/translation.json');
  });

  it('asks for the stored language, at the configured origin', () => {
    const storage = storageWith({ [LANGUAGE_STORAGE_KEY]: 'en' });
    expect(
      preloadTranslations({ version: 'v1', storage, now: NOW, localesBaseUrl: 'https://cdn.example' }),
    ).toBe('https://cdn.example/locales/en/translation.json');
  });

  it('asks for nothing when the localStorage backend holds a usable copy', () => {
    const storage = storageWith({ [`${TRANSLATION_CACHE_PREFIX}kh-translation`]: cachedCopy(NOW - 1000) });
    expect(preloadTranslations({ version: 'v1', storage, now: NOW })).toBeNull();
    expect(preloads()).toHaveLength(0);
  });

  it('keeps a copy for seven days (spec §9), the time the backend is told too', () => {
    const DAY = 24 * 60 * 60 * 1000;
    expect(TRANSLATION_CACHE_MS).toBe(7 * DAY);
    const stampedAgo = (ago: number) =>
      storageWith({ [`${TRANSLATION_CACHE_PREFIX}kh-translation`]: cachedCopy(NOW - ago) });
    expect(
      preloadTranslations({ version: 'v1', storage: stampedAgo(7 * DAY - 60_000), now: NOW }),
    ).toBeNull();
    expect(preloadTranslations({ version: 'v1', storage: stampedAgo(7 * DAY + 1), now: NOW })).toBe(
      '/locales/kh/translation.json',
    );
  });

  it.each([
    ['expired', cachedCopy(NOW - TRANSLATION_CACHE_MS - 1)],
    ['of another version', cachedCopy(NOW - 1000, 'v0')],
    ['unreadable', '{not json'],
    ['without a stamp', JSON.stringify({ 'login.title': 'Sign in' })],
  ])('asks again when the stored copy is %s (the backend would fetch too)', (_case, value) => {
    const storage = storageWith({ [`${TRANSLATION_CACHE_PREFIX}kh-translation`]: value });
    expect(preloadTranslations({ version: 'v1', storage, now: NOW })).toBe('/locales/kh/translation.json');
  });

  it('asks for the default language when storage cannot be read', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(preloadTranslations({ version: 'v1', storage, now: NOW })).toBe('/locales/kh/translation.json');
  });
});
