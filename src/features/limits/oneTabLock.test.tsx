import { act, fireEvent, screen } from '@testing-library/react';
import { RealityCheck } from '@/features/limits/RealityCheck';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { MINUTE_MS } from '@/session/play/limits';
import { EMPTY_RECORD, playLoaded } from '@/session/play/playSlice';

setupSimulator();

/** A LockManager as the browser's: one holder per name, the others wait in line (or leave on abort). */
function fakeLocks() {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const start = queue.shift();
    if (start) start();
    else held.delete(name);
  };
  return {
    request(name: string, options: { signal?: AbortSignal }, work: () => unknown): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const start = () => {
          held.add(name);
          void Promise.resolve(work()).then((value) => {
            resolve(value);
            next(name);
          });
        };
        if (!held.has(name)) return start();
        const queue = queues.get(name) ?? [];
        queue.push(start);
        queues.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(start);
          if (at >= 0) queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

describe('the reality check in several tabs', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'locks');
  beforeEach(() => Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true }));
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'locks', original);
    else Reflect.deleteProperty(navigator, 'locks');
  });

  it('is shown in one tab at a time, and answered there it goes from all of them', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const user = userOf(store);
    store.dispatch(
      playLoaded({
        accountId: user.id,
        sessionId: user.sessionId,
        signedInAt: Date.now() - 31 * MINUTE_MS,
        record: EMPTY_RECORD,
        unreadable: false,
      }),
    );
    // Two tabs of the same session, sharing the browser's locks.
    renderWithProviders(
      <>
        <RealityCheck logout={null} />
        <RealityCheck logout={null} />
      </>,
      { store },
    );
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
