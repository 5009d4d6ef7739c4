import { spawn, type ChildProcess } from 'node:child_process';

const VITE_BIN = 'node_modules/vite/bin/vite.js';

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE_BIN, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args[0]} exited with ${code}`)),
    );
  });
}

/**
 * Fails when something already answers on `url`: the server about to start would exit on the taken
 * port while the readiness check succeeded against the other one, and the bench measured a stranger.
 */
export async function assertNothingAnswers(url: string): Promise<void> {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} already answers: stop that server or pick another port`);
}

/** Answers once `url` does, or fails after three minutes. */
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * Builds a floor page with the project's Vite, and serves it: bench/floor (React + ReactDOM, one
 * <h1>) by default, or another folder of bench/ (bench/tapfloor: one component with six buttons).
 */
export async function serveFloor(
  port: number,
  folder = 'floor',
): Promise<{ url: string; close: () => Promise<void> }> {
  await assertNothingAnswers(`http://localhost:${port}/`);
  const config = ['--config', `bench/${folder}/vite.config.ts`, '--configLoader', 'runner'];
  await run(['build', `bench/${folder}`, ...config, '--logLevel', 'warn']);
  const child = spawn(
    process.execPath,
    [
      VITE_BIN,
      'preview',
      `bench/${folder}`,
      ...config,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://localhost:${port}/`;
  await waitFor(url, child);
  return { url, close: stopper(child) };
}

/** `npm start` on a port of its own (production build + simulator), resolved once it answers. */
export async function serveApp(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  await assertNothingAnswers(`http://localhost:${port}/login`);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port)], {
    // The member-facing build: no support panel (that is for simulator and QA builds only).
    env: { ...process.env, BUILD_OUT_DIR: `dist-bench-${port}`, VITE_SUPPORT_PANEL: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/login`, child);
  return { url, close: stopper(child) };
}
