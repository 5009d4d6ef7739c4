import { screen } from '@testing-library/react';
import { PERSIST_KEY } from '@/app/persist';
import { AppRoutes } from '@/app/router';
import { getConfig } from '@/config/env';
import { chipPlaced } from '@/features/game/gameSlice';
import { UNANSWERED_KEY } from '@/features/wallet/unansweredTransfers';
import { seal } from '@/lib/crypto/sealedBox';
import { signedIn } from '@/session/authSlice';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { startPersistence } from '@/testing/persistence';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { sessionUser } from '@/testing/sessionUser';
import { signedInStore } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/* Stored amounts and scales are bounded as the network's are (api/schemas.ts): a stored value out of
   those bounds is dropped on read, never shown, never left to break a screen. */

const harness = setupSimulator();
const secret = getConfig().secretKey;
const STORAGE_KEY = `persist:${PERSIST_KEY}`;

describe('stored numbers out of bounds', () => {
  describe('in the draft', () => {
    const user = sessionUser();

    /** The persisted state of a session with a draft, its sealed game replaced by `game`. */
    async function restoredWithGame(game: Record<string, unknown>) {
      const { storage, items } = createMemoryStorage();
      const { store, persistor } = await startPersistence(storage);
      store.dispatch(signedIn({ user, refreshToken: 'refresh' }));
      store.dispatch(chipPlaced({ roundId: 7, chip: { symbol: 'CRAB', amount: 500 } }));
      await persistor.flush();
      const outer = JSON.parse(items.get(STORAGE_KEY) ?? '{}') as Record<string, string>;
      const stored = { roundId: 7, selectedChip: null, submission: null, sessionId: user.sessionId, ...game };
      outer.game = JSON.stringify(seal(JSON.stringify(stored), secret));
      const restored = await startPersistence(
        createMemoryStorage({ [STORAGE_KEY]: JSON.stringify(outer) }).storage,
      );
      return restored.store.getState();
    }

    it('keeps a draft within bounds', async () => {
      const state = await restoredWithGame({ placedChips: [{ symbol: 'CRAB', amount: 500 }] });
      expect(state.game.placedChips).toEqual([{ symbol: 'CRAB', amount: 500 }]);
    });

    it.each([
      ['a chip of 1e308', { placedChips: [{ symbol: 'CRAB', amount: 1e308 }] }],
      ['a chip of a fraction of a minor unit', { placedChips: [{ symbol: 'CRAB', amount: 0.5 }] }],
      [
        'chips adding up past the safe integers',
        {
          placedChips: [
            { symbol: 'CRAB', amount: Number.MAX_SAFE_INTEGER },
            { symbol: 'FISH', amount: Number.MAX_SAFE_INTEGER },
          ],
        },
      ],
      ['a picked chip of 1e308', { placedChips: [], selectedChip: 1e308 }],
    ])('restores the game empty from %s, and the session as it was', async (_name, game) => {
      const state = await restoredWithGame(game);
      expect(state.auth.user).toEqual(user);
      expect(state.game.placedChips).toEqual([]);
      expect(state.game.selectedChip).toBeNull();
    });
  });

  describe('in the unanswered transfers', () => {
    it('drops an entry whose scale no currency has, and the wallet forms show the others', async () => {
      const store = await signedInStore(DEMO_MEMBER);
      const entry = { accountId: 1001, kind: 'deposit', currency: 'USD', sentAt: Date.now() };
      localStorage.setItem(
        UNANSWERED_KEY,
        seal(
          JSON.stringify([
            { ...entry, id: 'huge-scale', amount: 2500, scale: 1e9 },
            { ...entry, id: 'huge-amount', amount: 1e308, scale: 2 },
            { ...entry, id: 'valid', amount: 2500, scale: 2 },
          ]),
          secret,
        ),
      );
      harness.requests.length = 0;

      renderWithProviders(<AppRoutes />, { store, route: '/deposit', language: 'en' });

      // The first render loads the lazy screen: on a busy machine that takes longer than a second.
      const notice = await screen.findByRole('alert', { name: 'Not confirmed' });
      expect(notice).toHaveTextContent('Deposit request of $25.00, sent');
      expect(notice.querySelectorAll('li')).toHaveLength(1);
      expect(screen.getByLabelText('Amount (USD $)')).toBeInTheDocument();
    });
  });
});
