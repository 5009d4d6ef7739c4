/*
 * What the HTTP backend accepts as a translation file. A proxy, a captive portal or a half-finished
 * deployment can answer 200 with JSON that is not ours; the chained backend would keep it in storage
 * for a week and the screens would show raw keys. Parsed here, such an answer is a failed load instead:
 * i18next tries again, and nothing is cached.
 */

/** Sections every translation file of the app has (public/locales/<lng>/translation.json). */
const REQUIRED_SECTIONS = ['common', 'login', 'game', 'apiError'] as const;

export function parseTranslationsFile(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  const isSection = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isSection(parsed)) throw new Error('The translation file is not a JSON object.');
  const file = parsed as Record<string, unknown>;
  const missing = REQUIRED_SECTIONS.filter((section) => !isSection(file[section]));
  if (missing.length > 0) throw new Error(`The translation file lacks ${missing.join(', ')}.`);
  return file;
}
