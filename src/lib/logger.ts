import { configResult } from '@/config/env';

/* The one module that writes to the console (spec §2: console logging is disabled at runtime in
   production). Silent in a production build unless VITE_DEBUG=true. Two lines always write: `fatal`,
   used only when the app cannot start, where a silent blank page would help nobody, and
   `environment`, the one line spec §5 asks for at start-up, written before the console is silenced. */

type Level = 'debug' | 'info' | 'warn' | 'error';

// Bound now, so that silencing the global console later does not silence these two.
const fatalSink = globalThis.console.error.bind(globalThis.console);
const startupSink = globalThis.console.info.bind(globalThis.console);

function isEnabled(): boolean {
  if (!configResult.ok) return true;
  return !configResult.config.isProduction || configResult.config.debug;
}

function write(level: Level, message: string, detail?: unknown): void {
  if (!isEnabled()) return;
  if (detail === undefined) globalThis.console[level](`[kla-klouk] ${message}`);
  else globalThis.console[level](`[kla-klouk] ${message}`, detail);
}

export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
  fatal: (message: string) => fatalSink(`[kla-klouk] ${message}`),
  /** Spec §5: the loaded environment's name, once at start-up, in production too. */
  environment: (name: string) => startupSink(`[kla-klouk] Environment: ${name}`),
  enabled: isEnabled,
};

/** Spec §2: in production nothing — our code or a library's — logs to the console at run time. */
export function silenceConsoleInProduction(): void {
  if (isEnabled()) return;
  const quiet = () => undefined;
  for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace'] as const) {
    globalThis.console[method] = quiet;
  }
}
