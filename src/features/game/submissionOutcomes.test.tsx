import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { confirmDraft } from '@/features/game/betting';
import { gameApi } from '@/features/game/gameApi';
import GamePage from '@/features/game/GamePage';
import { selectBetting } from '@/features/game/gameSelectors';
import { submissionStarted, type FailureReason, type Submission } from '@/features/game/gameSlice';
import { logger } from '@/lib/logger';
import { openTable, renderTable, requestLog, type JoinBody } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { holdCalls, type HeldCalls } from '@/testing/heldCalls';
import { setupSimulator } from '@/testing/simulator';
import { playRound, withdrawElsewhere } from '@/testing/signedIn';

/*
 * What becomes of a Confirm when the server refuses it, fails, answers nonsense, or never gets it in
 * time (docs/game.md "Submission lifecycle", "Moves and limits"). Everything runs against the
 * simulator's own handlers; an override stands in for it only where the simulator cannot give that
 * answer (a reason it never sends, a 408/429, a malformed body).
 */

const harness = setupSimulator();
// Polls every 1.5 s and a submission checked every 2 s: several answers per test.
jest.setTimeout(20_000);
const joinPath = getConfig().endpoints.joinGame;
const bettingPath = getConfig().endpoints.getBetting;
const MEMBER_ID = 1001;
const START_BALANCE = 100_000;

const { joins, joinBodies, calls } = requestLog(harness);

/** The member's balance as the simulator holds it (minor units). */
function simBalance(): number | undefined {
  return harness.sim.control.state().accounts.find((account) => account.id === MEMBER_ID)?.balance;
}

const balance = () => screen.getByLabelText('Balance');

const bettingEntry = (store: AppStore) => gameApi.endpoints.getBetting.select(MEMBER_ID)(store.getState());

/** Waits for a betting-data answer newer than the one the page has now. */
async function freshBettingAnswer(store: AppStore): Promise<void> {
  const before = bettingEntry(store).fulfilledTimeStamp ?? 0;
  await waitFor(() => expect(bettingEntry(store).fulfilledTimeStamp ?? 0).toBeGreaterThan(before), {
    timeout: 5000,
  });
}

/** Every submission status the store went through, in order. */
function statusesOf(store: AppStore): (Submission['status'] | undefined)[] {
  const seen: (Submission['status'] | undefined)[] = [];
  store.subscribe(() => {
    const status = store.getState().game.submission?.status;
    if (seen.at(-1) !== status) seen.push(status);
  });
  return seen;
}

/**
 * Holds the next betting-data call (and so the polling behind it) until `release()`: the page keeps
 * the round, phase and balance it last read, while the test changes the simulator under it (the
 * round closes, the balance is spent elsewhere). Resolves once a call is held, so none is in flight.
 */
async function holdBettingPolls(): Promise<HeldCalls> {
  const polls = holdCalls(harness, bettingPath);
  await waitFor(() => expect(polls.count()).toBeGreaterThan(0), { timeout: 4000 });
  return polls;
}

/** An answer in the server's error shape (docs/api.md), for what the simulator never says itself. */
function errorAnswer(status: number, reason?: string): Response {
  return HttpResponse.json(
    { code: String(status), message: 'Refused', ...(reason === undefined ? {} : { reason }), data: null },
    { status },
  );
}

/** TIGER $5 + CRAB $5 in the draft. */
function placeDraft(): void {
  fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
  fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
  fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
}
const DRAFT = [
  { symbol: 'TIGER', amount: 500 },
  { symbol: 'CRAB', amount: 500 },
];
const DRAFT_BETS = [
  { symbol: 'TIGER', stake: 500 },
  { symbol: 'CRAB', stake: 500 },
];

describe('H1: a join the server refuses (4xx with or without a reason)', () => {
  interface Refusal {
    name: string;
    /** Makes the refusal happen; runs with the page's betting data held, before Confirm. */
    cause: (store: AppStore) => void | Promise<void>;
    text: string;
    reason: FailureReason;
    /** The simulator's balance afterwards (minor units): what the refused bet did not take. */
    balanceAfter: number;
    balanceShown: string;
  }
  const refusals: Refusal[] = [
    {
      name: 'BETTING_CLOSED (the round closed on the server before the join arrived)',
      cause: () => void harness.sim.control.skipTo('CLOSED'),
      text: 'Betting is closed for this round.',
      reason: 'bettingClosed',
      balanceAfter: START_BALANCE,
      balanceShown: '$1,000.00',
    },
    {
      name: 'STALE_ROUND (the server is already in the next round)',
      cause: () => void harness.sim.control.skipTo('BETTING'),
      text: 'Betting is closed for this round.',
      reason: 'bettingClosed',
      balanceAfter: START_BALANCE,
      balanceShown: '$1,000.00',
    },
    {
      name: 'STAKE_BELOW_MIN',
      cause: () =>
        harness.server.use(
          http.post(`*${joinPath}`, () => errorAnswer(422, 'STAKE_BELOW_MIN'), { once: true }),
        ),
      text: 'The minimum stake on a symbol is $1.00.',
      reason: 'belowMin',
      balanceAfter: START_BALANCE,
      balanceShown: '$1,000.00',
    },
    {
      name: 'INSUFFICIENT_BALANCE (the balance was spent on another device meanwhile)',
      cause: (store) => withdrawElsewhere(store, START_BALANCE - 50),
      text: 'Not enough balance.',
      reason: 'insufficientBalance',
      balanceAfter: 50,
      balanceShown: '$0.50',
    },
    {
      name: 'IDEMPOTENCY_CONFLICT (the request id was already taken with other bets)',
      // Just before the join reaches the simulator, the same request id is used for FISH $1: the
      // simulator takes that one and refuses the join as a conflict.
      cause: () => {
        let used = false;
        harness.server.use(
          http.post(`*${joinPath}`, async ({ request }) => {
            if (used) return undefined;
            used = true;
            const body = (await request.clone().json()) as JoinBody;
            await fetch(request.url, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                Authorization: request.headers.get('Authorization') ?? '',
              },
              body: JSON.stringify({ ...body, bets: [{ symbol: 'FISH', stake: 100 }] }),
            });
            return undefined;
          }),
        );
      },
      text: 'This submission was already used for other bets.',
      reason: 'conflict',
      balanceAfter: START_BALANCE - 100,
      balanceShown: '$999.00',
    },
    {
      name: 'an unknown reason',
      cause: () =>
        harness.server.use(
          http.post(`*${joinPath}`, () => errorAnswer(409, 'TABLE_CLOSED_FOR_CLEANING'), { once: true }),
        ),
      text: 'The server refused the bets.',
      reason: 'refused',
      balanceAfter: START_BALANCE,
      balanceShown: '$1,000.00',
    },
    {
      name: 'a 4xx without a reason',
      cause: () => harness.server.use(http.post(`*${joinPath}`, () => errorAnswer(403), { once: true })),
      text: 'The server refused the bets.',
      reason: 'refused',
      balanceAfter: START_BALANCE,
      balanceShown: '$1,000.00',
    },
  ];

  it.each(refusals)(
    '$name: failed with its reason, the chips back in the draft, nothing charged',
    async ({ cause, text, reason, balanceAfter, balanceShown }) => {
      const store = await openTable(harness.sim);
      await renderTable(store);
      placeDraft();
      const roundId = store.getState().game.roundId;
      const polls = await holdBettingPolls();
      await cause(store);
      const seen = statusesOf(store);

      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText(`Bets not placed: ${text}`)).toBeInTheDocument();
      expect(seen).toEqual(['pending', 'failed']);
      const { game } = store.getState();
      expect(game.submission).toMatchObject({ status: 'failed', reason, roundId, chips: DRAFT });
      expect(game.placedChips).toEqual(DRAFT);
      expect(game.roundId).toBe(roundId);
      expect(screen.getByRole('button', { name: 'Tiger, stake $5.00, $5.00 draft' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Crab, stake $5.00, $5.00 draft' })).toBeInTheDocument();
      expect(screen.getByTestId('draft-total')).toHaveTextContent('$10.00');
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      // Sent once, never sent again; the simulator took nothing for it.
      const sent = joinBodies().filter((body) => body.requestId === game.submission?.requestId);
      expect(sent.filter((body) => JSON.stringify(body.bets) === JSON.stringify(DRAFT_BETS))).toHaveLength(1);
      expect(simBalance()).toBe(balanceAfter);

      // The next answers show the server's balance, and the refused submission stays failed.
      const answered = freshBettingAnswer(store);
      polls.release();
      await answered;
      expect(balance()).toHaveTextContent(balanceShown);
      expect(store.getState().game.submission?.status).toBe('failed');
      expect(joinBodies().filter((body) => body.requestId === game.submission?.requestId)).toHaveLength(
        sent.length,
      );
      expect(simBalance()).toBe(balanceAfter);
    },
  );
});

// A join answered only after its round has left the table (it waited behind a token refresh, or on a
// slow network): the usual "not placed" line goes with its round, so it would never be read.
it('H1: a refusal that comes after its round has left the table names the round and stays until dismissed', async () => {
  const store = await openTable(harness.sim);
  await renderTable(store);
  placeDraft();
  const roundId = store.getState().game.roundId ?? 0;
  const join = holdCalls(harness, joinPath);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByText('Sending your bets…');
  harness.sim.control.skipTo('BETTING');
  await waitFor(() => expect(selectBetting(store.getState())?.round.id).toBeGreaterThan(roundId), {
    timeout: 5000,
  });
  join.release();

  const line = await screen.findByText(
    `Your bets of round #${roundId} were not placed: Betting is closed for this round.`,
  );
  expect(store.getState().game.submission).toMatchObject({ status: 'failed', failedLate: true });
  expect(simBalance()).toBe(START_BALANCE);
  fireEvent.click(within(line).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/were not placed/)).not.toBeInTheDocument();
});

describe('H2: a join with no definite answer (5xx, 408, 429) is never a refusal', () => {
  const unanswered: { status: number; answerOnce: () => () => void }[] = [
    {
      // The simulator's own failure scenario, switched off once the join has had its 500.
      status: 500,
      answerOnce: () => {
        harness.sim.control.setScenario({ serverError: true });
        return () => void harness.sim.control.setScenario({ serverError: false });
      },
    },
    {
      status: 408,
      answerOnce: () => {
        harness.server.use(
          http.post(`*${joinPath}`, () => errorAnswer(408, 'REQUEST_TIMEOUT'), { once: true }),
        );
        return () => undefined;
      },
    },
    {
      status: 429,
      answerOnce: () => {
        harness.server.use(
          http.post(`*${joinPath}`, () => errorAnswer(429, 'TOO_MANY_REQUESTS'), { once: true }),
        );
        return () => undefined;
      },
    },
  ];

  it.each(unanswered)(
    'answered $status once: stays pending, is sent again with the same request id, charged once',
    async ({ status, answerOnce }) => {
      const store = await openTable(harness.sim);
      await renderTable(store);
      const seen = statusesOf(store);
      placeDraft();
      const settle = answerOnce();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText('Sending your bets…')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: /^Tiger, stake \$5\.00, \$5\.00 sending/ }),
      ).toBeInTheDocument();
      const requestId = store.getState().game.submission?.requestId;
      // The join has had its answer (the status the test wants), and the submission is still pending.
      await waitFor(() =>
        expect(store.getState().api.mutations['game-join']).toMatchObject({
          status: 'rejected',
          error: expect.objectContaining({ status }),
        }),
      );
      settle();
      expect(store.getState().game.submission).toMatchObject({ requestId, status: 'pending', reason: null });
      expect(store.getState().game.placedChips).toEqual([]);

      await screen.findByText('Bets confirmed: $10.00', undefined, { timeout: 6000 });
      expect(seen).not.toContain('failed');
      const bodies = joinBodies();
      expect(bodies.length).toBe(2);
      expect(bodies.map((body) => body.requestId)).toEqual([requestId, requestId]);
      expect(bodies[1]).toEqual(bodies[0]);
      // Charged exactly once, under that one request id.
      const roundId = store.getState().game.submission?.roundId ?? -1;
      expect(simBalance()).toBe(START_BALANCE - 1000);
      expect(harness.sim.control.world().book.of(roundId, MEMBER_ID)?.requestIds).toEqual([requestId]);
      await waitFor(() => expect(balance()).toHaveTextContent('$990.00'));
    },
  );

  it('a 500 after the server took the bet: confirmed without a second charge or a new request id', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const seen = statusesOf(store);
    // A gateway that lets the join through to the simulator, then answers 500 in its place.
    let passed = false;
    harness.server.use(
      http.post(`*${joinPath}`, async ({ request }) => {
        if (passed) return undefined;
        passed = true;
        await fetch(request.clone());
        return errorAnswer(500, 'INTERNAL_ERROR');
      }),
    );
    placeDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sending your bets…')).toBeInTheDocument();
    await screen.findByText('Bets confirmed: $10.00', undefined, { timeout: 6000 });
    expect(seen).toEqual(['pending', 'confirmed']);
    const requestId = store.getState().game.submission?.requestId;
    expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
    const roundId = store.getState().game.submission?.roundId ?? -1;
    expect(harness.sim.control.world().book.of(roundId, MEMBER_ID)?.requestIds).toEqual([requestId]);
    expect(simBalance()).toBe(START_BALANCE - 1000);
    await waitFor(() => expect(balance()).toHaveTextContent('$990.00'));
  });
});

describe('H3: a pending submission in a round still open for betting', () => {
  it('stays pending (not unresolved) while join status cannot tell, and Confirm answers busy', async () => {
    const store = await openTable(harness.sim);
    const roundId = harness.sim.control.state().round.id;
    const started = store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    const { requestId } = started.payload;
    harness.server.use(http.post(`*${JOIN_STATUS_PATH}`, () => errorAnswer(503, 'SIMULATED_FAILURE')));
    const seen = statusesOf(store);
    await renderTable(store);

    // Asked, no definite answer, asked again (every 2 s while it stays pending).
    await waitFor(() => expect(calls(JOIN_STATUS_PATH)).toBeGreaterThanOrEqual(2), { timeout: 6000 });
    expect(harness.sim.control.state().round).toMatchObject({ id: roundId, phase: 'BETTING' });
    expect(seen).not.toContain('unresolved');
    expect(store.getState().game.submission).toMatchObject({ requestId, status: 'pending' });
    expect(screen.getByText('Sending your bets…')).toBeInTheDocument();
    expect(screen.queryByText(/We could not confirm your bets/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Fish, stake \$2\.00, \$2\.00 sending/ })).toBeInTheDocument();

    // The table stays locked: a draft cannot be confirmed while the first submission is pending.
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
    const outcome = await act(() => store.dispatch(confirmDraft()));
    expect(outcome).toEqual({ ok: false, reason: 'busy' });
    expect(store.getState().game.submission?.requestId).toBe(requestId);
    expect(joins()).toHaveLength(0);
    expect(simBalance()).toBe(START_BALANCE);
  });
});

describe('H4: malformed answers', () => {
  const STALE = 'No answer from the table: the round and balance shown may be out of date. Trying again…';
  const MALFORMED_BETTING = { code: '200', message: 'OK', data: { round: {} }, serverTime: 0 };

  it('a malformed first betting answer: the "cannot be reached" line, no table, no crash; a good one opens it', async () => {
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    let malformed = true;
    harness.server.use(
      http.post(`*${bettingPath}`, () => (malformed ? HttpResponse.json(MALFORMED_BETTING) : undefined)),
    );
    const store = await openTable(harness.sim);
    renderWithProviders(<GamePage />, { store });

    expect(await screen.findByText('The table cannot be reached. Trying again…')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Invalid answer for getBetting', expect.anything());
    expect(selectBetting(store.getState())).toBeUndefined();
    expect(screen.queryByRole('button', { name: /^Tiger/ })).not.toBeInTheDocument();

    malformed = false;
    expect(await screen.findByText('Betting open', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ })).toBeInTheDocument();
  });

  it('a malformed betting answer after a good one: the "out of date" line, the last good round kept, no crash', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const roundId = harness.sim.control.state().round.id;
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    let malformed = true;
    harness.server.use(
      http.post(`*${bettingPath}`, () => (malformed ? HttpResponse.json(MALFORMED_BETTING) : undefined)),
    );

    // Two polls without a readable answer: the status line under the HUD says so (StaleTableNotice).
    expect(await screen.findByText(STALE, undefined, { timeout: 8000 })).toHaveAttribute('role', 'status');
    expect(errors).toHaveBeenCalledWith('Invalid answer for getBetting', expect.anything());
    expect(selectBetting(store.getState())?.round).toMatchObject({ id: roundId, phase: 'BETTING' });
    expect(screen.getByText(`Round ${roundId}`)).toBeInTheDocument();
    expect(screen.getByText('Betting open')).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$1,000.00');
    // Still playable on the last good data; the server has the last word.
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByRole('button', { name: 'Tiger, stake $1.00, $1.00 draft' })).toBeInTheDocument();

    malformed = false;
    await waitFor(() => expect(screen.getByTestId('stale')).toBeEmptyDOMElement(), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $1.00');
  });

  it('a malformed join answer is not a confirmation: pending, sent again with the same id, nothing charged', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const seen = statusesOf(store);
    // A gateway's answer in the success envelope that is not a join answer (status REJECTED).
    harness.server.use(
      http.post(`*${joinPath}`, async ({ request }) => {
        const body = (await request.clone().json()) as JoinBody;
        return HttpResponse.json({
          code: '200',
          message: 'OK',
          data: {
            requestId: body.requestId,
            roundId: body.roundId,
            status: 'REJECTED',
            bets: body.bets,
            totalStake: 1000,
            roundTotalStake: 1000,
            balance: START_BALANCE - 1000,
          },
          serverTime: Date.now(),
        });
      }),
    );
    placeDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Sending your bets…')).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Invalid answer for join', expect.anything()));
    // Join status does not know the id and betting is open: the same submission is sent again.
    await waitFor(() => expect(joins().length).toBeGreaterThanOrEqual(2), { timeout: 6000 });
    const requestId = store.getState().game.submission?.requestId;
    expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
    expect(seen).not.toContain('confirmed');
    expect(store.getState().game.submission).toMatchObject({ requestId, status: 'pending' });
    expect(screen.queryByText(/Bets confirmed/)).not.toBeInTheDocument();
    expect(screen.getByText('Sending your bets…')).toBeInTheDocument();
    expect(simBalance()).toBe(START_BALANCE);
    expect(balance()).toHaveTextContent('$1,000.00');
  });
});

describe('H5: a draft not confirmed before betting closes', () => {
  const EXPIRED = 'Bets that were not confirmed in time were not placed.';

  it('is dropped when the round closes, and the member is told; nothing is sent', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    placeDraft();
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$10.00');

    harness.sim.control.skipTo('CLOSED');
    expect(await screen.findByText(EXPIRED, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent(EXPIRED);
    expect(screen.getByText('Betting closed')).toBeInTheDocument();
    expect(store.getState().game.placedChips).toEqual([]);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ })).toBeInTheDocument();
    expect(joins()).toHaveLength(0);
    expect(simBalance()).toBe(START_BALANCE);
  });

  it('a draft for the next round survives the answers that follow', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const first = harness.sim.control.state().round.id;
    fireEvent.click(screen.getByRole('button', { name: /^Gourd/ }));
    harness.sim.control.skipTo('CLOSED');
    await screen.findByText(EXPIRED, undefined, { timeout: 5000 });
    harness.sim.control.skipTo('BETTING');
    await screen.findByText(`Round ${first + 1}`, undefined, { timeout: 5000 });
    await screen.findByText('Betting open');

    fireEvent.click(screen.getByRole('button', { name: /^Shrimp/ }));
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    await freshBettingAnswer(store);
    expect(store.getState().game).toMatchObject({
      roundId: first + 1,
      placedChips: [{ symbol: 'SHRIMP', amount: 100 }],
    });
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Shrimp, stake $1.00, $1.00 draft' })).toBeInTheDocument();
  });
});

describe('M4: Rebet', () => {
  it("after a settled round puts that round's bets (lastSettlement) in the draft", async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const played = harness.sim.control.state().round.id;
    placeDraft();
    fireEvent.click(screen.getByRole('button', { name: '$1.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Fish/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $11.00');

    harness.sim.control.skipTo('RESULT');
    harness.sim.control.skipTo('BETTING');
    await screen.findByText(`Round ${played + 1}`, undefined, { timeout: 5000 });
    await waitFor(() => expect(selectBetting(store.getState())?.lastSettlement?.roundId).toBe(played));
    await screen.findByText('Betting open');
    expect(store.getState().game.placedChips).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rebet' }));
    const last = selectBetting(store.getState())?.lastSettlement;
    expect(last?.bets.map(({ symbol, stake }) => ({ symbol, stake }))).toEqual([
      { symbol: 'TIGER', stake: 500 },
      { symbol: 'CRAB', stake: 500 },
      { symbol: 'FISH', stake: 100 },
    ]);
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    expect(store.getState().game).toMatchObject({
      roundId: played + 1,
      placedChips: last?.bets.map(({ symbol, stake }) => ({ symbol, amount: stake })),
    });
    expect(screen.getByRole('button', { name: 'Tiger, stake $5.00, $5.00 draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crab, stake $5.00, $5.00 draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fish, stake $1.00, $1.00 draft' })).toBeInTheDocument();
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$11.00');
  });

  it('is refused with the translated reason when the balance cannot cover it', async () => {
    const store = await openTable(harness.sim);
    const played = await playRound(store, harness.sim, [
      { symbol: 'TIGER', stake: 500 },
      { symbol: 'CRAB', stake: 500 },
    ]);
    harness.sim.control.skipTo('BETTING');
    // Whatever the dice paid, $1.00 is left: less than the $10.00 Rebet would stake.
    await withdrawElsewhere(store, (simBalance() ?? 0) - 100);
    harness.requests.length = 0;
    await renderTable(store);
    expect(selectBetting(store.getState())?.lastSettlement?.roundId).toBe(played);
    expect(balance()).toHaveTextContent('$1.00');

    fireEvent.click(screen.getByRole('button', { name: 'Rebet' }));
    expect(screen.getByTestId('notice')).toHaveTextContent('Not enough balance.');
    expect(store.getState().game.placedChips).toEqual([]);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$0.00');
    expect(joins()).toHaveLength(0);
  });
});
