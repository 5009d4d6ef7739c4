import { waitFor } from '@testing-library/react';
import { preloadSignedInScreen, prepareSignedInScreen } from '@/app/router';
import { gameApi } from '@/features/game/gameApi';
import GamePage from '@/features/game/GamePage';
import { ROUTES } from '@/lib/routes';
import { openTable } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { userOf } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();

describe('a signed-in screen prepared at the boot, before its first render', () => {
  beforeEach(() => localStorage.clear());

  it('the table: its first betting answer is asked for and the play record read; the table mounts on them without asking again', async () => {
    const store = await openTable(harness.sim);
    const betting = gameApi.endpoints.getBetting.select(userOf(store).id);
    expect(betting(store.getState()).isUninitialized).toBe(true);

    await preloadSignedInScreen(ROUTES.game);
    await prepareSignedInScreen(ROUTES.game, store);
    expect(store.getState().play.status).toBe('ready');
    await waitFor(() => expect(betting(store.getState()).isSuccess).toBe(true));
    const asked = betting(store.getState()).requestId;

    renderWithProviders(<GamePage />, { store });
    // Mounting subscribes to the answer the boot asked for: no second request (its pending state
    // would be in the store at once, in the mount's own effects).
    expect(betting(store.getState()).requestId).toBe(asked);
    expect(betting(store.getState()).status).toBe('fulfilled');
  });

  it('another screen: the play record is read, and nothing of the table is asked for', async () => {
    const store = await openTable(harness.sim);
    await preloadSignedInScreen(ROUTES.account);
    await prepareSignedInScreen(ROUTES.account, store);
    expect(store.getState().play.status).toBe('ready');
    expect(gameApi.endpoints.getBetting.select(userOf(store).id)(store.getState()).isUninitialized).toBe(
      true,
    );
  });
});
