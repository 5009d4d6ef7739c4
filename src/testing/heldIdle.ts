/**
 * For tests: a requestIdleCallback the test releases by hand, so it can look at what happens before
 * the browser is idle and after. `release()` runs every callback asked for so far and not cancelled.
 */
export function holdIdleCallbacks(): { release: () => void; restore: () => void } {
  const pending = new Map<number, () => void>();
  let lastId = 0;
  Object.assign(globalThis, {
    requestIdleCallback: (callback: () => void) => {
      lastId += 1;
      pending.set(lastId, callback);
      return lastId;
    },
    cancelIdleCallback: (id: number) => pending.delete(id),
  });
  return {
    release: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      callbacks.forEach((callback) => callback());
    },
    restore: () => {
      Reflect.deleteProperty(globalThis, 'requestIdleCallback');
      Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
    },
  };
}
