import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { dismissAllToasts } from '@/lib/notify';
import { closeSessionChannel } from '@/session/crossTab';
import { renderedStores } from '@/testing/renderedStores';

// A screen that shows in 100 ms on an idle machine can take seconds on a busy 2-core one; findBy/waitFor
// wait for what they assert, so a longer limit only slows a test that fails anyway.
configure({ asyncUtilTimeout: 10_000 });

// The logger's debug/info/warn lines are expected in tests; keep the output for what matters.
// (Tests that check a log line spy on `logger` itself.)
beforeEach(() => {
  for (const level of ['debug', 'info', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation(() => undefined);
  }
});

afterEach(() => {
  // A bet still pending would keep its store's keeper running into the next test.
  for (const store of renderedStores) store.stopListeners();
  renderedStores.clear();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // Sonner keeps toasts in a module-level store and replays active ones to the next Toaster.
  void dismissAllToasts();
});

afterAll(() => {
  closeSessionChannel();
});
