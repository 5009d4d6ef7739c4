// The one place the app reads import.meta: Jest maps this module to src/testing/rawEnv.ts.
export function readRawEnv(): Record<string, unknown> {
  return { ...import.meta.env };
}

/**
 * Whether this build carries the support panel (VITE_SUPPORT_PANEL, docs/architecture.md "QA builds and
 * DevTools"). Vite replaces `import.meta.env.VITE_SUPPORT_PANEL` with a literal, so in a build without
 * the panel this is the constant `false` and the panel's code is left out of the bundle altogether.
 * (The first test is for tools that load the reducers outside Vite, e.g. the replay tool under tsx.)
 */
export const SUPPORT_PANEL_BUILD: boolean =
  typeof import.meta.env === 'object' && import.meta.env.VITE_SUPPORT_PANEL === 'true';
