import { DEFAULT_LANGUAGE, storedLanguage, type Language } from '@/lib/i18n/languages';

/** Spec §9: translations are cached in browser storage for 7 days (i18next-localstorage-backend). */
export const TRANSLATION_CACHE_MS = 7 * 24 * 60 * 60 * 1000;
/** The localStorage backend's key is this prefix, the language, "-", the namespace. */
export const TRANSLATION_CACHE_PREFIX = 'i18next_res_';
/** i18next-http-backend's loadPath; `{{lng}}` is the language. */
export const translationsPath = (localesBaseUrl = '') => `${localesBaseUrl}/locales/{{lng}}/translation.json`;

interface Options {
  /** VITE_LOCALES_VERSION: a cached copy of another version is not used. */
  version: string;
  localesBaseUrl?: string;
  storage?: Pick<Storage, 'getItem'>;
  document?: Document;
  now?: number;
}

/** The localStorage backend's own rule for a usable copy: present, younger than 7 days, same version. */
function cached(
  storage: Pick<Storage, 'getItem'>,
  language: Language,
  version: string,
  now: number,
): boolean {
  try {
    const copy = JSON.parse(
      storage.getItem(`${TRANSLATION_CACHE_PREFIX}${language}-translation`) ?? 'null',
    ) as {
      i18nStamp?: unknown;
      i18nVersion?: unknown;
    } | null;
    return (
      typeof copy?.i18nStamp === 'number' &&
      copy.i18nStamp + TRANSLATION_CACHE_MS > now &&
      copy.i18nVersion === version
    );
  } catch {
    return false;
  }
}

/**
 * On a first visit (or once the week-old copy expired) the translations are fetched by i18next, which
 * lives in the bootstrap chunk: the request would leave only after that chunk had downloaded and run,
 * one more round trip before the login form. Called from the entry, this asks for the file at once as
 * a `<link rel="preload" as="fetch">`, which the HTTP backend's own request then takes from the
 * preload cache. Nothing is asked when a usable copy is in storage. Returns the URL asked for.
 */
export function preloadTranslations(options: Options): string | null {
  const doc = options.document ?? document;
  let language: Language = DEFAULT_LANGUAGE;
  try {
    const storage = options.storage ?? localStorage;
    language = storedLanguage(storage);
    if (cached(storage, language, options.version, options.now ?? Date.now())) return null;
  } catch {
    // No storage (a locked-down browser): the localStorage backend cannot use one either.
  }
  const href = translationsPath(options.localesBaseUrl).replace('{{lng}}', language);
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // The backend's fetch is a CORS-mode same-origin request: the preload must be one too to be reused.
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
  return href;
}
