import type { Plugin } from 'vite';
import { settingsFromEnv } from '../settings';
import { createSimulator, type Simulator } from '../simulator';
import { createNodeMiddleware, type NodeMiddleware } from './nodeAdapter';

const SHARED = Symbol.for('kla-klouk.simulator');

interface SharedSlot {
  [SHARED]?: { simulator: Simulator; middleware: NodeMiddleware };
}

/**
 * One simulator per Node process: kept on globalThis so a reloaded Vite config, every browser tab and
 * every page reload share the same state.
 */
export function sharedSimulator(env: Readonly<Record<string, string | undefined>> = process.env): {
  simulator: Simulator;
  middleware: NodeMiddleware;
} {
  const slot = globalThis as SharedSlot;
  if (slot[SHARED] === undefined) {
    const simulator = createSimulator({ settings: settingsFromEnv(env) });
    slot[SHARED] = { simulator, middleware: createNodeMiddleware(simulator) };
  }
  return slot[SHARED];
}

/** Mounts the simulator on /api and /__sim of `vite` (dev) and `vite preview`, unless SIM=off. */
export function simulatorPlugin(env: Readonly<Record<string, string | undefined>> = process.env): Plugin {
  const enabled = env.SIM !== 'off';
  return {
    name: 'kla-klouk-simulator',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(sharedSimulator(env).middleware);
      server.config.logger.info('  simulator: /api and /__sim served in-process (SIM=off to disable)');
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      server.middlewares.use(sharedSimulator(env).middleware);
      server.config.logger.info('  simulator: /api and /__sim served in-process (SIM=off to disable)');
    },
  };
}
