/**
 * For tests: a requestIdleCallback the test releases by hand, so it can look at what happens before
 * the browser is idle and after. `release()` runs every callback asked for so far.
 */
export function holdIdleCallbacks(): { release: () => void; restore: () => void } {
  const pending: (() => void)[] = [];
  Object.assign(globalThis, {
    requestIdleCallback: (callback: () => void) => pending.push(callback),
    cancelIdleCallback: () => undefined,
  });
  return {
    release: () => pending.splice(0).forEach((callback) => callback()),
    restore: () => {
      Reflect.deleteProperty(globalThis, 'requestIdleCallback');
      Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
    },
  };
}
