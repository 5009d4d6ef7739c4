import '@testing-library/jest-dom';
import { dismissAllToasts } from '@/lib/notify';
import { closeSessionChannel } from '@/session/crossTab';
import { renderedStores } from '@/testing/renderedStores';

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
