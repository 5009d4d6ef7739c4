import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { POLL_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import GamePage from '@/features/game/GamePage';
import { selectBetting } from '@/features/game/gameSelectors';
import { STAKE_ICON } from '@/features/game/stakeIcons';
import { resolvePendingSubmission } from '@/features/game/submission';
import {
  advanceGameClock,
  openTable,
  renderTable,
  requestLog,
  sentBeforeReload,
  simulatorBalance,
  START_BALANCE,
} from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { userOf } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

/*
 * A join the server took whose answer never came back (docs/game.md "Submission lifecycle"): the
 * table counts its stake once, and the member hears that it was taken, even once its round is over.
 * The simulator's own handlers; an override only loses answers or fails calls, as a network would.
 */

const harness = setupSimulator();
const joinPath = getConfig().endpoints.joinGame;
const bettingPath = getConfig().endpoints.getBetting;
const { joinBodies, calls } = requestLog(harness);

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const SHRIMP_10 = { symbol: 'SHRIMP' as const, amount: 1000 };

/** The next join reaches the simulator, which takes it; its answer is lost on the way back. */
function loseNextJoinAnswer(onLost: () => void = () => undefined): void {
  let lost = false;
  harness.server.use(
    http.post(`*${joinPath}`, async ({ request }) => {
      if (lost) return undefined;
      lost = true;
      await fetch(request.clone());
      onLost();
      return HttpResponse.error();
    }),
  );
}

/** Shrimp $10 in the draft, then Confirm. */
function confirmShrimp(): void {
  fireEvent.click(screen.getByRole('button', { name: '$10.00' }));
  fireEvent.click(screen.getByRole('button', { name: /^Shrimp/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

/** A pending Shrimp $10 the simulator took, without the page hearing of it (as after a reload). */
async function takenButUnanswered(page: AppStore): Promise<AppStore> {
  const { join, store } = sentBeforeReload(harness.sim, page, SHRIMP_10);
  await join;
  expect(store.getState().game.submission?.status).toBe('pending');
  return store;
}

const failingJoinStatus = () =>
  harness.server.use(
    http.post(`*${JOIN_STATUS_PATH}`, () =>
      HttpResponse.json({ code: '500', message: 'Failed', data: null }, { status: 500 }),
    ),
  );

/** The simulator took the submission once, and the page never sent it under another id. */
function takenOnce(store: AppStore): void {
  const submission = store.getState().game.submission;
  const requestIds = joinBodies().map((body) => body.requestId);
  expect(new Set(requestIds)).toEqual(new Set([submission?.requestId]));
  const book = harness.sim.control.world().book.of(submission?.roundId ?? -1, userOf(store).id);
  expect(book?.requestIds).toEqual([submission?.requestId]);
}

/** Every accessible name an element has had from now on, one a render put there and the next took away included. */
function namesOf(element: HTMLElement): () => string[] {
  const names: string[] = [];
  const keep = (records: MutationRecord[]) => names.push(...records.map((record) => record.oldValue ?? ''));
  const observer = new MutationObserver(keep);
  observer.observe(element, { attributeFilter: ['aria-label'], attributeOldValue: true });
  return () => {
    keep(observer.takeRecords());
    observer.disconnect();
    return [...names, element.getAttribute('aria-label') ?? ''];
  };
}

describe('a taken bet whose answer was lost is counted once', () => {
  afterEach(() => jest.useRealTimers());

  it('the next betting answer that lists its request id confirms it at once; the table never shows it twice', async () => {
    const store = await openTable(harness.sim);
    // The app's timers on the test's clock, so the poll comes before the 2 s check, every time.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithProviders(<GamePage />, { store });
    await advanceGameClock(store, 0);
    loseNextJoinAnswer();
    confirmShrimp();
    await act(async () => {
      await Promise.all(store.dispatch(gameApi.util.getRunningMutationsThunk()));
    });
    expect(store.getState().game.submission?.status).toBe('pending');
    takenOnce(store);
    const shrimp = screen.getByRole('button', { name: 'Shrimp, stake $10.00, $10.00 sending' });
    const names = namesOf(shrimp);
    // The table's total holds the bet on its way, without the confirmed tick yet.
    expect(screen.getByTestId('committed-total')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('committed-icon')).toHaveTextContent(STAKE_ICON.pending);

    await advanceGameClock(store, POLL_MS);

    expect(calls(JOIN_STATUS_PATH)).toBe(0);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    expect(screen.getByText('Bets confirmed: $10.00')).toBeInTheDocument();
    expect(shrimp).toHaveAccessibleName('Shrimp, stake $10.00, $10.00 confirmed');
    expect(names()).not.toContainEqual(expect.stringMatching(/confirmed.*sending|\$20\.00/));
    expect(screen.getByTestId('committed-total')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('committed-icon')).toHaveTextContent(STAKE_ICON.confirmed);
    expect(screen.getByLabelText('Balance')).toHaveTextContent('$990.00');
    takenOnce(store);
  });

  it("in its round's result, while join status fails, the symbol and the table's total count it once", async () => {
    const store = await takenButUnanswered(await openTable(harness.sim));
    failingJoinStatus();
    harness.sim.control.skipTo('RESULT');
    renderWithProviders(<GamePage />, { store });

    expect(await screen.findByTestId('settlement-stake')).toHaveTextContent('$10.00');
    await waitFor(() => expect(calls(JOIN_STATUS_PATH)).toBeGreaterThanOrEqual(1));
    // Still pending (join status cannot tell, the round is still on the table) …
    expect(store.getState().game.submission?.status).toBe('pending');
    expect(screen.getByText('Sending your bets…')).toBeInTheDocument();
    // … and counted once: the settlement holds it.
    expect(screen.getByRole('button', { name: /^Shrimp,/ })).toHaveAccessibleName(
      /^Shrimp, stake \$10\.00, \$10\.00 confirmed(, Win ×[1-3])?$/,
    );
    expect(screen.getByTestId('committed-total')).toHaveTextContent('$10.00');
  });
});

describe('a taken bet confirmed only after its round', () => {
  it('says that the bets of round #N were confirmed, until dismissed', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const roundId = harness.sim.control.state().round.id;
    // The answer is lost, and the betting and join status calls fail until the round is over; the
    // join, sent again while betting is open, fails throughout (only join status can tell then).
    let down = false;
    let lost = false;
    loseNextJoinAnswer(() => {
      down = true;
      lost = true;
    });
    harness.server.use(
      http.post(`*${bettingPath}`, () => (down ? HttpResponse.error() : undefined)),
      http.post(`*${JOIN_STATUS_PATH}`, () => (down ? HttpResponse.error() : undefined)),
      http.post(`*${joinPath}`, () => (lost ? HttpResponse.error() : undefined)),
    );
    confirmShrimp();
    await screen.findByText('Sending your bets…');
    await waitFor(() => expect(joinBodies().length).toBeGreaterThanOrEqual(2));

    harness.sim.control.skipTo('BETTING');
    down = false;

    const line = await screen.findByText(`Your bets of round #${roundId} were confirmed: $10.00.`);
    await screen.findByText(`Round ${roundId + 1}`);
    expect(line).toBeInTheDocument();
    expect(store.getState().game.submission).toMatchObject({ status: 'confirmed', confirmedLate: true });
    // Taken once: the round's report holds the $10.00 and the balance is $1,000.00 − $10.00 + payout.
    const report = harness.sim.control.world().reports.latest(userOf(store).id);
    expect(report).toMatchObject({ roundId, totalStake: 1000 });
    const balance = USD.format((100_000 - 1000 + (report?.totalPayout ?? 0)) / 100);
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent(balance));
    expect(new Set(joinBodies().map((body) => body.requestId)).size).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('submission')).toBeEmptyDOMElement();
    expect(store.getState().game.submission).toBeNull();
  });

  it('names the round when join status confirms it while no betting answer comes (the round shown may be over)', async () => {
    const store = await takenButUnanswered(await openTable(harness.sim));
    const accountId = userOf(store).id;
    await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId));
    harness.server.use(http.post(`*${bettingPath}`, () => HttpResponse.error()));
    await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId, { forceRefetch: true }));
    expect(selectBetting(store.getState())?.round.phase).toBe('BETTING');

    await store.dispatch(resolvePendingSubmission());

    expect(store.getState().game.submission).toMatchObject({ status: 'confirmed', confirmedLate: true });
  });

  it('a submission confirmed during its own round: the usual line, gone with its round (unchanged)', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const roundId = harness.sim.control.state().round.id;
    confirmShrimp();
    await screen.findByText('Bets confirmed: $10.00');
    expect(store.getState().game.submission?.confirmedLate).toBeUndefined();

    harness.sim.control.skipTo('BETTING');
    await screen.findByText(`Round ${roundId + 1}`);
    expect(screen.getByTestId('submission')).toBeEmptyDOMElement();
  });

  it("join status in its round's result: the usual line, not the late one", async () => {
    const store = await takenButUnanswered(await openTable(harness.sim));
    harness.sim.control.skipTo('RESULT');
    renderWithProviders(<GamePage />, { store });
    await screen.findByText('Bets confirmed: $10.00');
    expect(store.getState().game.submission?.confirmedLate).toBeUndefined();
  });
});

/*
 * A join with no answer, sent again and refused: by a gateway in front of the server (a 4xx without
 * a reason), or by a server that checks the balance before it looks the request id up. Only
 * Confirm's own join can be refused for sure: the chips must not go back to the draft, where a second
 * Confirm would charge them twice, until the betting data or join status settles the bet. The betting
 * polls fail meanwhile, as they would behind the same gateway.
 */
describe('a refusal of a join sent again', () => {
  const refusal = (status: number, reason?: string) =>
    HttpResponse.json(
      { code: String(status), message: 'Refused', ...(reason && { reason }), data: null },
      { status },
    );

  /**
   * The first join as `first` says (taken with its answer lost, or lost on its way), the next ones
   * refused while the gateway is down, and betting polls failing; how many joins the page sent, and
   * the gateway back up (`joinsToo`: the joins reach the server again as well).
   */
  function joinsThen(first: 'taken' | 'lost', refused: () => Response) {
    let sent = 0;
    let passing = false;
    let down = true;
    let joinsDown = true;
    harness.server.use(
      http.post(`*${bettingPath}`, () => (down ? HttpResponse.error() : undefined)),
      http.post(`*${joinPath}`, async ({ request }) => {
        if (passing) return undefined;
        sent += 1;
        if (sent > 1) return joinsDown ? refused() : undefined;
        if (first === 'taken') {
          passing = true;
          await fetch(request.clone());
          passing = false;
        }
        return HttpResponse.error();
      }),
    );
    return {
      sent: () => sent,
      gatewayUp: ({ joinsToo }: { joinsToo: boolean }) => {
        down = false;
        joinsDown = !joinsToo;
      },
    };
  }

  it.each([
    ['a gateway 4xx without a reason', () => refusal(404)],
    ['a refusal with a reason', () => refusal(422, 'INSUFFICIENT_BALANCE')],
  ])('%s: still sending, nothing back in the draft; the betting data confirms it', async (_, refused) => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const gateway = joinsThen('taken', refused);
    confirmShrimp();

    await waitFor(() => expect(gateway.sent()).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    expect(store.getState().game.submission?.status).toBe('pending');
    expect(store.getState().game.placedChips).toEqual([]);
    expect(screen.queryByText(/Bets not placed/)).not.toBeInTheDocument();

    gateway.gatewayUp({ joinsToo: true });
    await screen.findByText('Bets confirmed: $10.00', {}, { timeout: 5000 });
    expect(store.getState().game.placedChips).toEqual([]);
    takenOnce(store);
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE - 1000);
  });

  it('a join lost on its way, then refused: not placed once its round has closed without it', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const gateway = joinsThen('lost', () => refusal(422, 'INSUFFICIENT_BALANCE'));
    confirmShrimp();

    await waitFor(() => expect(gateway.sent()).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    expect(store.getState().game.submission?.status).toBe('pending');
    expect(store.getState().game.placedChips).toEqual([]);

    gateway.gatewayUp({ joinsToo: false });
    harness.sim.control.skipTo('CLOSED');
    await screen.findByText('Bets not placed: Betting is closed for this round.', {}, { timeout: 5000 });
    expect(store.getState().game.submission?.status).toBe('failed');
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE);
  });
});
