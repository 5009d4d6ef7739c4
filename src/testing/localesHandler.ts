import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';

/** Serves public/locales the way the app's static server does. */
export const localesHandler = http.get('*/locales/:lng/translation.json', ({ params }) => {
  const lng = String(params.lng);
  if (!['en', 'kh'].includes(lng)) return new HttpResponse(null, { status: 404 });
  const file = join(__dirname, '..', '..', 'public', 'locales', lng, 'translation.json');
  return HttpResponse.json(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
});
