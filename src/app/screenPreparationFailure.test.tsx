import { preloadSignedInScreen, prepareSignedInScreen } from '@/app/router';
import { ROUTES } from '@/lib/routes';
import { logger } from '@/lib/logger';
import { openTable } from '@/testing/gameTable';
import { setupSimulator } from '@/testing/simulator';

jest.mock('@/features/game/startTable', () => ({
  startTable: () => {
    throw new Error('the table could not start');
  },
}));

const harness = setupSimulator();

it('a preparation that throws is logged and skipped: the boot goes on, with what the others prepared', async () => {
  const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  try {
    const store = await openTable(harness.sim);
    await preloadSignedInScreen(ROUTES.game);
    await expect(prepareSignedInScreen(ROUTES.game, store)).resolves.toBeUndefined();
    expect(store.getState().play.status).toBe('ready');
    expect(error).toHaveBeenCalledWith('A screen could not prepare its first data', expect.any(Error));
  } finally {
    error.mockRestore();
  }
});
