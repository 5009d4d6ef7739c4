import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The support panel's strings: one top-level object of every translation file (src/features/support). */
export const SUPPORT_LOCALE_KEY = 'support';

/** A translation file without the support panel's strings, formatted as the source is. */
export function withoutSupportStrings(text: string): string {
  const translations = JSON.parse(text) as Record<string, unknown>;
  delete translations[SUPPORT_LOCALE_KEY];
  return `${JSON.stringify(translations, null, 2)}\n`;
}

/**
 * A build without the support panel (VITE_SUPPORT_PANEL not true) ships no code of it, and none of its
 * strings either: they name the simulator's scenarios and are of no use to a member. The translations
 * are copied from public/locales before the bundle is written; they are rewritten after it, and
 * before the precompressed copies are made from them (deploy/precompressed.ts, at closeBundle).
 */
export function stripSupportLocales(panelOn: boolean): Plugin {
  let localesDir = '';
  return {
    name: 'kla-klouk:strip-support-locales',
    apply: 'build',
    configResolved(config) {
      localesDir = resolve(config.root, config.build.outDir, 'locales');
    },
    writeBundle: {
      order: 'post',
      handler() {
        if (panelOn || !existsSync(localesDir)) return;
        for (const language of readdirSync(localesDir)) {
          const file = join(localesDir, language, 'translation.json');
          if (existsSync(file)) writeFileSync(file, withoutSupportStrings(readFileSync(file, 'utf8')));
        }
      },
    },
  };
}
