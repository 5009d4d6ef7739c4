/**
 * Runs `task` once the browser has painted and is idle (at most `timeout` ms later); returns a cancel.
 * Where requestIdleCallback is missing (Safari), a macrotask after the current one is close enough.
 */
export function afterIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    // The pair in use now cancels, whatever the globals are by the time the caller cancels.
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(task, { timeout });
    return () => cancel(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
