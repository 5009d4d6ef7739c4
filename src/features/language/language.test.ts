import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '@/app/store';
import { bindLanguageToStore } from '@/features/language/bindLanguage';
import { selectLanguage } from '@/features/language/languageSlice';
import { createI18n } from '@/lib/i18n/createI18n';
import { TRANSLATION_CACHE_MS } from '@/lib/i18n/preloadTranslations';
import { localesHandler } from '@/testing/localesHandler';

const ORIGIN = 'http://app.test';
const loads: string[] = [];
const server = setupServer(localesHandler);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  loads.length = 0;
  server.events.on('request:start', ({ request }) => {
    loads.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const start = () => createI18n({ version: 'test', localesBaseUrl: ORIGIN });

describe('languages (spec §1, §9)', () => {
  it('defaults to Khmer and remembers it under i18nextLng', async () => {
    const i18n = await start();
    expect(i18n.language).toBe('kh');
    expect(i18n.t('login.phoneNumber')).toBe('លេខទូរស័ព្ទ');
    expect(localStorage.getItem('i18nextLng')).toBe('kh');
  });

  it('switches to English, keeps the store and <html lang> in step, and remembers the choice', async () => {
    const i18n = await start();
    const store = makeStore();
    bindLanguageToStore(i18n, store.dispatch);
    expect(selectLanguage(store.getState())).toBe('kh');
    expect(document.documentElement.lang).toBe('km');

    await i18n.changeLanguage('en');
    expect(i18n.t('login.phoneNumber')).toBe('Phone number');
    expect(selectLanguage(store.getState())).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');

    const afterReload = await start();
    expect(afterReload.language).toBe('en');
  });

  it('falls back to Khmer for an unsupported stored language', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const i18n = await start();
    expect(i18n.language).toBe('kh');
  });

  it('caches translations in browser storage for 7 days', async () => {
    await start();
    expect(loads).toEqual(['/locales/kh/translation.json']);
    const cached = JSON.parse(localStorage.getItem('i18next_res_kh-translation') ?? '{}') as {
      i18nStamp?: number;
    };
    expect(cached.i18nStamp).toBeGreaterThan(0);

    loads.length = 0;
    await start();
    expect(loads).toEqual([]);

    // A week later the cache has expired and the file is fetched again.
    jest.spyOn(Date, 'now').mockReturnValue((cached.i18nStamp ?? 0) + TRANSLATION_CACHE_MS + 1);
    await start();
    expect(loads).toEqual(['/locales/kh/translation.json']);
  });

  it('neither uses nor caches a 200 answer that is not a translation file of the app', async () => {
    let foreign = 1;
    server.use(
      http.get('*/locales/:lng/translation.json', () => {
        if (foreign-- > 0) return HttpResponse.json({ portal: 'Sign in to the Wi-Fi' });
        return undefined;
      }),
    );
    const i18n = await start();
    // Refused as a failed load, so i18next tries again and gets the real file.
    await waitFor(() => expect(i18n.t('login.password')).toBe('ពាក្យសម្ងាត់'));
    const cached = localStorage.getItem('i18next_res_kh-translation') ?? '';
    expect(cached).not.toContain('portal');
  });

  it('retries a failed translation load', async () => {
    let failures = 1;
    server.use(
      http.get('*/locales/:lng/translation.json', () => {
        if (failures-- > 0) return new HttpResponse(null, { status: 503 });
        return undefined;
      }),
    );
    const i18n = await start();
    // Waits for the retry (500 ms after the failure), however long the machine takes to get there.
    await waitFor(() => expect(i18n.t('login.password')).toBe('ពាក្យសម្ងាត់'));
    expect(loads.filter((path) => path === '/locales/kh/translation.json').length).toBeGreaterThanOrEqual(2);
  });
});
