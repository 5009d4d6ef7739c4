import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/lib/i18n/languages';

/*
 * The two translation files must say the same things: the same keys (plural forms `_one`/`_other`
 * included) and, per key, the same {{interpolation}} variables. A key missing in one language shows
 * the other language's text (fallbackLng) and a variable missing or misspelt in one shows nothing, or
 * "{{total}}" on screen; neither is caught by a component test that renders one language.
 */
type Tree = { [key: string]: string | Tree };

function readTranslations(language: string): Tree {
  const file = join(__dirname, '..', '..', '..', 'public', 'locales', language, 'translation.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** "a.b.c" → text, for every string in the file; anything else (a number, an array, null) is listed. */
function flatten(tree: Tree, prefix = '', out = new Map<string, string>(), odd: string[] = []) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value, path, out, odd);
    else odd.push(path);
  }
  return { strings: out, odd };
}

/** The variables a text interpolates, by name: "{{total}}", "{{ count }}", "{{amount, number}}". */
function variablesOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1] ?? '')),
  ].sort();
}

/** Every difference between two languages' texts, as readable lines (none: the files agree). */
function differences(a: Map<string, string>, b: Map<string, string>, names: [string, string]): string[] {
  const found: string[] = [];
  for (const key of a.keys()) if (!b.has(key)) found.push(`${key}: in ${names[0]}, not in ${names[1]}`);
  for (const key of b.keys()) if (!a.has(key)) found.push(`${key}: in ${names[1]}, not in ${names[0]}`);
  for (const [key, text] of a) {
    const other = b.get(key);
    if (other === undefined) continue;
    const mine = variablesOf(text).join(', ');
    const theirs = variablesOf(other).join(', ');
    if (mine !== theirs) found.push(`${key}: {{${mine}}} in ${names[0]}, {{${theirs}}} in ${names[1]}`);
  }
  return found;
}

/**
 * A plural key has both `_one` and `_other`, in each language: `_other` is i18next's fallback, and
 * Khmer needs `_one` as well (the code `kh` is unknown to Intl.PluralRules, so the browser's own
 * locale picks the form: "one" for 1 in an English browser).
 */
function pluralGaps(strings: Map<string, string>): string[] {
  const gaps: string[] = [];
  for (const key of strings.keys()) {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (base === key) continue;
    for (const form of ['one', 'other']) {
      if (!strings.has(`${base}_${form}`)) gaps.push(`${key}: no ${base}_${form}`);
    }
  }
  return [...new Set(gaps)];
}

const files = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(readTranslations(language))]),
);

describe('public/locales', () => {
  it('has a file for each language, all of strings', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'kh']));
    for (const language of LANGUAGES) {
      expect(files[language]?.strings.size).toBeGreaterThan(100);
      expect(files[language]?.odd).toEqual([]);
    }
  });

  it('gives en and kh exactly the same keys and the same {{variables}} per key', () => {
    const en = files.en?.strings ?? new Map<string, string>();
    const kh = files.kh?.strings ?? new Map<string, string>();
    expect(differences(en, kh, ['en', 'kh'])).toEqual([]);
  });

  it('gives every plural key its _one and _other forms, in both languages', () => {
    for (const language of LANGUAGES) {
      expect(pluralGaps(files[language]?.strings ?? new Map<string, string>())).toEqual([]);
    }
  });

  it('would catch a missing key, a missing plural form and a renamed variable', () => {
    const en = new Map([
      ['a.count_one', '{{count}} round'],
      ['a.count_other', '{{count}} rounds'],
      ['b', 'Accounts ({{total}})'],
      ['c', 'Net {{amount, number}}'],
    ]);
    const kh = new Map([
      ['a.count_other', '{{count}} ជុំ'],
      ['b', 'គណនី ({{count}})'],
      ['c', 'សុទ្ធ {{ amount }}'],
    ]);
    expect(differences(en, kh, ['en', 'kh'])).toEqual([
      'a.count_one: in en, not in kh',
      'b: {{total}} in en, {{count}} in kh',
    ]);
    // Khmer too: i18next picks "one" for 1 by the browser's locale (docs/screens.md "Counts in sentences").
    expect(pluralGaps(kh)).toEqual(['a.count_other: no a.count_one']);
    expect(pluralGaps(en)).toEqual([]);
  });
});
