import '@testing-library/jest-dom';

// jsdom has no BroadcastChannel-free mode switch; tests see the same globals as a browser tab.
afterEach(() => {
  globalThis.localStorage?.clear();
});
