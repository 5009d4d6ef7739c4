import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import { STANDALONE_APP_ORIGINS, settingsFromEnv } from '../settings';
import { createSimulator } from '../simulator';
import { startSimulatorServer } from './httpServer';
import { logger } from './logger';

/**
 * `npm run simulator`: the simulator alone on http://127.0.0.1:SIM_PORT (default 8787), callable from the
 * app origins of SIM_APP_ORIGINS (default: `npm run dev` and `npm start` on their usual ports).
 */
async function main(): Promise<void> {
  const port = Number(process.env.SIM_PORT ?? '8787');
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`Invalid SIM_PORT: ${process.env.SIM_PORT}`);
  const settings = settingsFromEnv(process.env);
  const simulator = createSimulator({
    settings: { appOrigins: [...STANDALONE_APP_ORIGINS], ...settings },
  });
  const running = await startSimulatorServer(simulator, port, process.env.SIM_HOST ?? '127.0.0.1');
  const { bettingMs, shakeMs, resultMs } = simulator.settings;
  logger.info(`Kla Klouk simulator listening on ${running.url}`);
  logger.info(`  control: ${running.url}/__sim/state   rounds: ${bettingMs}/${shakeMs}/${resultMs} ms`);
  logger.info(`  app origins allowed: ${simulator.settings.appOrigins.join(', ') || '(none)'}`);
  logger.info(`  demo accounts (password ${DEMO_PASSWORD}):`);
  for (const demo of DEMO_ACCOUNTS) {
    logger.info(
      `    ${demo.phoneNumber}  id ${demo.id}  ${demo.levelName.padEnd(7)} ${demo.currency}  ${demo.note}`,
    );
  }
  const stop = (signal: string): void => {
    logger.info(`${signal}: stopping the simulator`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
