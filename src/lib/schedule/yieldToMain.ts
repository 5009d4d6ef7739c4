interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task; the returned promise resolves in a new one. Boot steps that each cost tens of
 * milliseconds (evaluating a chunk, then starting what it holds) would otherwise share one long task,
 * and a phone could neither paint nor answer a tap until both were done (docs/quality.md "Blocking
 * time"). `scheduler.yield()` resumes ahead of other queued tasks (Chromium); elsewhere a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
