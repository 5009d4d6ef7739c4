import { getResponse, http, HttpResponse } from 'msw';
import { getConfig } from '@/config/env';
import { gameApi } from '@/features/game/gameApi';
import { selectClockOffset } from '@/features/game/gameSelectors';
import { EMPTY_RECORD, playLoaded } from '@/session/play/playSlice';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * A betting answer's server time sets the round's clock (the countdown) and the play clock: one that
 * does not read as a time is not taken for one.
 */

const harness = setupSimulator();

it('takes a betting answer whose server time is in seconds as timed by this device', async () => {
  harness.server.use(
    http.post(`*${getConfig().endpoints.getBetting}`, async ({ request }) => {
      const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as {
        serverTime: number;
      };
      return HttpResponse.json({ ...answer, serverTime: Math.floor(answer.serverTime / 1000) });
    }),
  );
  const store = await signedInStore(DEMO_MEMBER);
  const { id, sessionId } = userOf(store);
  store.dispatch(
    playLoaded({ accountId: id, sessionId, signedInAt: Date.now(), record: EMPTY_RECORD, unreadable: false }),
  );
  await store.dispatch(gameApi.endpoints.getBetting.initiate(id, { subscribe: false }));
  // Read as milliseconds, the offset would be about 56 years.
  expect(Math.abs(selectClockOffset(store.getState()))).toBeLessThan(1000);
  expect(store.getState().play.clockOffset).toBe(0);
});
