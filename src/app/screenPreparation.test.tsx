import { waitFor } from '@testing-library/react';
import { preloadSignedInScreen, prepareSignedInScreen } from '@/app/router';
import { gameApi } from '@/features/game/gameApi';
import { submissionStarted } from '@/features/game/gameSlice';
import GamePage from '@/features/game/GamePage';
import { ROUTES } from '@/lib/routes';
import { getConfig } from '@/config/env';
import { openTable } from '@/testing/gameTable';
import { holdCalls } from '@/testing/heldCalls';
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
    // The first render waits for the answer: it is in.
    expect(store.getState().play.status).toBe('ready');
    expect(betting(store.getState()).isSuccess).toBe(true);
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

  it('an answer that does not come holds the first render back for a short while only; the table then mounts on the request under way, which brings its answer', async () => {
    const store = await openTable(harness.sim);
    const betting = gameApi.endpoints.getBetting.select(userOf(store).id);
    const held = holdCalls(harness, getConfig().endpoints.getBetting);
    await preloadSignedInScreen(ROUTES.game);
    await prepareSignedInScreen(ROUTES.game, store, { waitMs: 50 });
    expect(held.count()).toBe(1);
    expect(betting(store.getState()).isLoading).toBe(true);
    const asked = betting(store.getState()).requestId;

    renderWithProviders(<GamePage />, { store });
    expect(betting(store.getState()).requestId).toBe(asked);
    held.release();
    await waitFor(() => expect(betting(store.getState()).isSuccess).toBe(true));
    expect(betting(store.getState()).requestId).toBe(asked);
    expect(held.count()).toBe(1);
  });

  it('a submission still pending at the boot: the table asks for nothing before it is mounted, so the answer that settles it is told on the table', async () => {
    const store = await openTable(harness.sim);
    store.dispatch(submissionStarted({ roundId: 3, chips: [{ symbol: 'FISH', amount: 100 }] }));
    await preloadSignedInScreen(ROUTES.game);
    await prepareSignedInScreen(ROUTES.game, store);
    expect(store.getState().play.status).toBe('ready');
    expect(gameApi.endpoints.getBetting.select(userOf(store).id)(store.getState()).isUninitialized).toBe(
      true,
    );
  });
});
