import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { gameApi } from '@/features/game/gameApi';
import { LAST_CHANCE_MIN_WAIT_MS, LAST_CHANCE_MS } from '@/features/game/nextStep';
import {
  advanceGameClock,
  confirmBet,
  expectPlacedOnce,
  openTable,
  renderTableOnTestClock,
  requestLog,
} from '@/testing/gameTable';
import { holdCalls } from '@/testing/heldCalls';
import { userOf } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

/*
 * The last chance (submission.ts, docs/game.md): a join lost in the last seconds of betting is sent
 * again before betting closes, not OVERDUE_MS after it left. The simulator runs on jest's clock here,
 * so its round closes exactly when the page's clock says.
 */
const harness = setupSimulator({}, { clock: 'jest' });
const { joinGame } = getConfig().endpoints;
const { joinBodies, calls } = requestLog(harness);

afterEach(() => jest.useRealTimers());

/** Milliseconds of betting left on the simulator's round. */
const bettingLeft = () => harness.sim.control.state().round.closesAt - harness.sim.control.now();

/** A $5 bet on Tiger confirmed `left` ms before betting closes; its first join held until released. */
async function confirmedBeforeClose(left: number) {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  await advanceGameClock(store, bettingLeft() - left);
  const held = holdCalls(harness, joinGame, { first: 1 });
  return { store, held, submission: confirmBet(store, '$5.00', /^Tiger/) };
}

it('sends a join lost 4 s before betting closes again 2.5 s before it closes: placed once', async () => {
  const { store, held, submission } = await confirmedBeforeClose(4000);

  // Waiting OVERDUE_MS would send it again after betting closed, and the bet would be refused.
  await advanceGameClock(store, 4000 - LAST_CHANCE_MS - 1);
  expect(joinBodies()).toHaveLength(1);
  await advanceGameClock(store, 1);

  expect(joinBodies()).toHaveLength(2);
  expect(bettingLeft()).toBe(LAST_CHANCE_MS);
  expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
  expectPlacedOnce(harness, store, submission, '$995.00');

  // It was only slow: it arrives after all, and the server answers it from its record.
  held.release();
  await advanceGameClock(store, 1000);
  expect(store.getState().game.submission?.status).toBe('confirmed');
  expectPlacedOnce(harness, store, submission, '$995.00');
});

it('gives a join sent just before the last chance its minimum wait, then sends it again', async () => {
  const { store, held, submission } = await confirmedBeforeClose(LAST_CHANCE_MS + 200);

  // The window opens 200 ms after it left; the next check is LAST_CHANCE_MIN_WAIT_MS after that.
  await advanceGameClock(store, 200 + LAST_CHANCE_MIN_WAIT_MS - 1);
  expect(joinBodies()).toHaveLength(1);
  await advanceGameClock(store, 1);

  expect(joinBodies()).toHaveLength(2);
  expect(bettingLeft()).toBe(LAST_CHANCE_MS - LAST_CHANCE_MIN_WAIT_MS);
  expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
  expectPlacedOnce(harness, store, submission, '$995.00');
  held.release();
});

it('checks at once when a betting answer moves the last chance into the past, not at the next tick', async () => {
  const { store, held, submission } = await confirmedBeforeClose(LAST_CHANCE_MS + 200);
  await advanceGameClock(store, 200 + LAST_CHANCE_MIN_WAIT_MS - 100);
  expect(joinBodies()).toHaveLength(1);

  // The server's clock reads 300 ms later than the page thought (each answer corrects the estimate):
  // the check due in 100 ms is 200 ms overdue by the next answer.
  harness.sim.control.advanceClock(300);
  // (Asked now rather than at the next poll. Not by invalidating its tag: RTK Query holds that back
  // while a mutation, the held join, is under way.)
  void store.dispatch(
    gameApi.endpoints.getBetting.initiate(userOf(store).id, { subscribe: false, forceRefetch: true }),
  );
  await advanceGameClock(store, 0); // the answer
  await advanceGameClock(store, 0); // the checks it re-arms

  expect(joinBodies()).toHaveLength(2);
  expect(bettingLeft()).toBe(LAST_CHANCE_MS - LAST_CHANCE_MIN_WAIT_MS - 200);
  expectPlacedOnce(harness, store, submission, '$995.00');
  held.release();
});

it('waits for the answer of a join sent inside the last chance: it is not sent twice', async () => {
  const { store, held, submission } = await confirmedBeforeClose(LAST_CHANCE_MS - 100);

  // Checked more than once meanwhile (polls, the 2 s tick), the join by then waiting over 1 s.
  await advanceGameClock(store, LAST_CHANCE_MS - 400);
  expect(bettingLeft()).toBe(300);
  expect(joinBodies()).toHaveLength(1);

  held.release();
  await advanceGameClock(store, 0);
  expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
  expectPlacedOnce(harness, store, submission, '$995.00');
});

function spyOnVisibility() {
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility.mockReturnValue(state);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
  };
  return { visibility, setVisibility };
}

it('sends a join lost 4 s before betting closes again at its last chance in a hidden tab too', async () => {
  const { visibility, setVisibility } = spyOnVisibility();
  const { store, held, submission } = await confirmedBeforeClose(4000);
  // The member switches to another tab at once: the betting polls stop, the bet's watch does not.
  setVisibility('hidden');
  await advanceGameClock(store, 4000 - LAST_CHANCE_MS);

  expect(joinBodies()).toHaveLength(2);
  expect(store.getState().game.submission?.status).toBe('confirmed');
  expectPlacedOnce(harness, store, submission, '$995.00');
  held.release();
  visibility.mockRestore();
});

describe('a hidden tab, once betting has closed', () => {
  /** Tiger $5 confirmed 1.5 s before betting closes, every join lost, the tab hidden at once. */
  async function lostAndHidden() {
    const { visibility, setVisibility } = spyOnVisibility();
    const { store, held, submission } = await confirmedBeforeClose(1500);
    const heldAgain = holdCalls(harness, joinGame);
    setVisibility('hidden');
    const release = () => {
      held.release();
      heldAgain.release();
    };
    return { store, submission, setVisibility, release, visibility };
  }

  it('checks nothing more until it is shown: no endless join status without betting data', async () => {
    const { store, release, visibility } = await lostAndHidden();
    // Join status cannot answer: only fresh betting data could settle the bet, and a hidden tab has none.
    harness.server.use(
      http.post(`*${JOIN_STATUS_PATH}`, () =>
        HttpResponse.json({ code: '500', message: 'Failed', data: null }, { status: 500 }),
      ),
    );
    await advanceGameClock(store, 2000);
    expect(bettingLeft()).toBeLessThan(0);
    const asked = calls(JOIN_STATUS_PATH) + joinBodies().length;

    await advanceGameClock(store, 120_000);
    expect(calls(JOIN_STATUS_PATH) + joinBodies().length).toBe(asked);
    expect(store.getState().game.submission?.status).toBe('pending');
    release();
    visibility.mockRestore();
  });

  it('keeps a refusal heard while hidden, and tells it when the tab is shown in a later round', async () => {
    const { store, submission, setVisibility, release, visibility } = await lostAndHidden();
    await advanceGameClock(store, 2000);
    expect(bettingLeft()).toBeLessThan(0);
    // The join reaches the server at last, after betting closed: refused, while nobody looks.
    release();
    await advanceGameClock(store, 0);
    expect(store.getState().game.submission).toMatchObject({
      status: 'failed',
      reason: 'bettingClosed',
      failedLate: true,
    });

    await advanceGameClock(store, 30_000);
    expect(harness.sim.control.state().round.id).toBeGreaterThan(submission.roundId);
    setVisibility('visible');
    await advanceGameClock(store, 0);
    expect(
      screen.getByText(
        `Your bets of round #${submission.roundId} were not placed: Betting is closed for this round.`,
      ),
    ).toBeInTheDocument();
    expect(harness.sim.control.world().book.of(submission.roundId, userOf(store).id)).toBeUndefined();
    visibility.mockRestore();
  });
});

// 3.3 s: past its last chance; 5.3 s: overdue as well (the 5 s rule), and not sent again either.
it.each([3300, 5300])(
  'does not send a join again once betting has closed, while the table still shows it open (frozen %i ms)',
  async (frozenMs) => {
    const { visibility, setVisibility } = spyOnVisibility();
    const { store, held, submission } = await confirmedBeforeClose(3000);
    // The join has reached the (dead) connection before the page is frozen.
    for (let tick = 0; tick < 20 && held.count() === 0; tick += 1) await advanceGameClock(store, 0);
    expect(held.count()).toBe(1);
    // A phone freezes a page in the background: no timer runs (no check, no poll) while the clock
    // moves on, so the table's last answer still says open when it is shown again.
    setVisibility('hidden');
    // Both clocks move on (a call's wait is on performance.now), the timers stay where they were.
    jest.setSystemTime(Date.now() + frozenMs);
    const pageNow = performance.now.bind(performance);
    const monotonic = jest.spyOn(performance, 'now').mockImplementation(() => pageNow() + frozenMs);
    expect(bettingLeft()).toBeLessThan(0);

    setVisibility('visible');
    await advanceGameClock(store, 0);

    // A join sent now would be refused, or, from a server still working on the first, taken late.
    expect(joinBodies()).toHaveLength(1);
    expect(store.getState().game.submission).toMatchObject({ status: 'failed', reason: 'bettingClosed' });
    held.release();
    await advanceGameClock(store, 0);
    expect(harness.sim.control.world().book.of(submission.roundId, userOf(store).id)).toBeUndefined();
    monotonic.mockRestore();
    visibility.mockRestore();
  },
);
