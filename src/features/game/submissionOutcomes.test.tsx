import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { confirmDraft } from '@/features/game/betting';
import { selectBetting } from '@/features/game/gameSelectors';
import { submissionStarted, type FailureReason } from '@/features/game/gameSlice';
import {
  DRAFT,
  freshBettingAnswer,
  openTable,
  placeDraft,
  renderTable,
  requestLog,
  shownBalance,
  simulatorBalance,
  START_BALANCE,
  statusesOf,
  type JoinBody,
} from '@/testing/gameTable';
import { holdCalls, type HeldCalls } from '@/testing/heldCalls';
import { setupSimulator } from '@/testing/simulator';
import { withdrawElsewhere } from '@/testing/signedIn';

/*
 * What becomes of a Confirm when the server refuses it, fails, or gives no definite answer
 * (docs/game.md "Submission lifecycle"). Everything runs against the simulator's own handlers; an
 * override stands in for it only where the simulator cannot give that answer (a reason it never
 * sends, a 408/429). Malformed answers: malformedAnswers.test.tsx; a draft across rounds and Rebet:
 * draftRounds.test.tsx.
 */

const harness = setupSimulator();
const joinPath = getConfig().endpoints.joinGame;
const bettingPath = getConfig().endpoints.getBetting;
const MEMBER_ID = 1001;

const { joins, joinBodies, calls } = requestLog(harness);

/**
 * Holds the next betting-data call (and so the polling behind it) until `release()`: the page keeps
 * the round, phase and balance it last read, while the test changes the simulator under it (the
 * round closes, the balance is spent elsewhere). Resolves once a call is held, so none is in flight.
 */
async function holdBettingPolls(): Promise<HeldCalls> {
  const polls = holdCalls(harness, bettingPath);
  await waitFor(() => expect(polls.count()).toBeGreaterThan(0));
  return polls;
}

/** An answer in the server's error shape (docs/api.md), for what the simulator never says itself. */
function errorAnswer(status: number, reason?: string): Response {
  return HttpResponse.json(
    { code: String(status), message: 'Refused', ...(reason === undefined ? {} : { reason }), data: null },
    { status },
  );
}

const DRAFT_BETS = [
  { symbol: 'TIGER', stake: 500 },
  { symbol: 'CRAB', stake: 500 },
];

describe('a join the server refuses (4xx with or without a reason)', () => {
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
      // Confirm is never `disabled` (it stays focusable and says why): the state is aria-disabled's.
      expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'false');
      expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy', 'true');
      // Sent once, never sent again; the simulator took nothing for it.
      const sent = joinBodies().filter((body) => body.requestId === game.submission?.requestId);
      expect(sent.filter((body) => JSON.stringify(body.bets) === JSON.stringify(DRAFT_BETS))).toHaveLength(1);
      expect(simulatorBalance(harness, store)).toBe(balanceAfter);

      // The next answers show the server's balance, and the refused submission stays failed.
      const answered = freshBettingAnswer(store);
      polls.release();
      await answered;
      // The balance follows the store in a deferred render (BalanceDisplay).
      await waitFor(() => expect(shownBalance()).toHaveTextContent(balanceShown));
      expect(store.getState().game.submission?.status).toBe('failed');
      // Chips given back to a round that has closed since are dropped without "not confirmed": the
      // member did confirm them, and the line says they were not placed.
      expect(screen.getByTestId('notice')).not.toHaveTextContent(/not confirmed/);
      expect(joinBodies().filter((body) => body.requestId === game.submission?.requestId)).toHaveLength(
        sent.length,
      );
      expect(simulatorBalance(harness, store)).toBe(balanceAfter);
    },
  );
});

// A join answered only after its round has left the table (it waited behind a token refresh, or on a
// slow network): the usual "not placed" line goes with its round, so it would never be read.
it('a refusal that comes after its round has left the table names the round and stays until dismissed', async () => {
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
  expect(simulatorBalance(harness, store)).toBe(START_BALANCE);
  // Tapped (a pointer's click), Dismiss leaves the focus be: moving it to Confirm could scroll the page.
  const dismiss = within(line.closest('p')!).getByRole('button', { name: 'Dismiss' });
  dismiss.focus();
  fireEvent.click(dismiss, { detail: 1 });
  expect(screen.queryByText(/were not placed/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveFocus();
});

/**
 * The state the moment the join's answer, a rejection, reaches the store, with `settle` called then:
 * read later, a busy machine may already have sent the join again and had it confirmed.
 */
function whenJoinRejected(store: AppStore, settle: () => void) {
  return new Promise<{ join: unknown; game: ReturnType<AppStore['getState']>['game'] }>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      const join = store.getState().api.mutations['game-join'];
      if (join?.status !== 'rejected') return;
      unsubscribe();
      settle();
      resolve({ join, game: store.getState().game });
    });
  });
}

describe('a join with no definite answer (5xx, 408, 429) is never a refusal', () => {
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
      const atAnswer = whenJoinRejected(store, answerOnce());
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText('Sending your bets…')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: /^Tiger, stake \$5\.00, \$5\.00 sending/ }),
      ).toBeInTheDocument();
      const requestId = store.getState().game.submission?.requestId;
      // The join has had its answer (the status the test wants), and the submission is still pending.
      const answered = await atAnswer;
      expect(answered.join).toMatchObject({ status: 'rejected', error: expect.objectContaining({ status }) });
      expect(answered.game.submission).toMatchObject({ requestId, status: 'pending', reason: null });
      expect(answered.game.placedChips).toEqual([]);

      await screen.findByText('Bets confirmed: $10.00');
      expect(seen).not.toContain('failed');
      const bodies = joinBodies();
      expect(bodies.length).toBe(2);
      expect(bodies.map((body) => body.requestId)).toEqual([requestId, requestId]);
      expect(bodies[1]).toEqual(bodies[0]);
      // Sent again after its back-off while betting is open, without asking join status first.
      expect(calls(JOIN_STATUS_PATH)).toBe(0);
      // Charged exactly once, under that one request id.
      const roundId = store.getState().game.submission?.roundId ?? -1;
      expect(simulatorBalance(harness, store)).toBe(START_BALANCE - 1000);
      expect(harness.sim.control.world().book.of(roundId, MEMBER_ID)?.requestIds).toEqual([requestId]);
      await waitFor(() => expect(shownBalance()).toHaveTextContent('$990.00'));
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
    await screen.findByText('Bets confirmed: $10.00');
    expect(seen).toEqual(['pending', 'confirmed']);
    const requestId = store.getState().game.submission?.requestId;
    expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
    const roundId = store.getState().game.submission?.roundId ?? -1;
    expect(harness.sim.control.world().book.of(roundId, MEMBER_ID)?.requestIds).toEqual([requestId]);
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE - 1000);
    await waitFor(() => expect(shownBalance()).toHaveTextContent('$990.00'));
  });
});

/**
 * Just before the next join reaches the simulator, its request id is used for FISH $1 by another body:
 * the simulator takes that one and answers the join 409 IDEMPOTENCY_CONFLICT.
 */
function takeRequestIdForFish(): void {
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
}

// The request id was already used for other bets (FISH $1, by another body sent under it just before
// the join): the server holds those, so the table says so and keeps nothing in the draft to send again.
it('a request id the server holds with other bets (IDEMPOTENCY_CONFLICT) shows what join status says was taken', async () => {
  const store = await openTable(harness.sim);
  await renderTable(store);
  placeDraft();
  const polls = await holdBettingPolls();
  takeRequestIdForFish();
  const seen = statusesOf(store);

  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText('Bets confirmed: $1.00')).toBeInTheDocument();
  expect(seen).toEqual(['pending', 'confirmed']);
  const { game } = store.getState();
  expect(game.submission).toMatchObject({ status: 'confirmed', chips: [{ symbol: 'FISH', amount: 100 }] });
  expect(game.placedChips).toEqual([]);
  const requestId = game.submission?.requestId;
  expect(calls(JOIN_STATUS_PATH)).toBeGreaterThan(0);
  // The draft's bets went once, were refused as a conflict, and were not sent again.
  const ours = joinBodies().filter((body) => body.requestId === requestId);
  expect(ours.filter((body) => JSON.stringify(body.bets) === JSON.stringify(DRAFT_BETS))).toHaveLength(1);
  polls.release();
  expect(simulatorBalance(harness, store)).toBe(START_BALANCE - 100);
});

// The same conflict, with join status saying it knows nothing of the request id: the server contradicts
// itself, so the bet is never called "not placed" (its chips would be offered again): unresolved.
it('a conflicted request id that join status does not know is unresolved once betting closes, never not placed', async () => {
  const store = await openTable(harness.sim);
  await renderTable(store);
  placeDraft();
  const polls = await holdBettingPolls();
  takeRequestIdForFish();
  harness.server.use(http.post(`*${JOIN_STATUS_PATH}`, () => errorAnswer(404, 'UNKNOWN_REQUEST')));
  const seen = statusesOf(store);

  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(calls(JOIN_STATUS_PATH)).toBeGreaterThan(0));
  expect(store.getState().game.submission).toMatchObject({ status: 'pending', conflicted: true });

  harness.sim.control.skipTo('CLOSED');
  const answered = freshBettingAnswer(store);
  polls.release();
  await answered;
  await waitFor(() => expect(store.getState().game.submission?.status).toBe('unresolved'));
  expect(seen).not.toContain('failed');
  expect(store.getState().game.placedChips).toEqual([]);
});

it('an acceptance that names another request is not taken for this one: it stays pending until checked', async () => {
  const store = await openTable(harness.sim);
  await renderTable(store);
  const seen = statusesOf(store);
  // What the submission was when the page set the answer aside.
  const whenWarned: (string | undefined)[] = [];
  const warn = jest
    .spyOn(logger, 'warn')
    .mockImplementation(() => void whenWarned.push(store.getState().game.submission?.status));
  // A proxy that passes the join to the simulator and answers with another request's acceptance.
  let passed = false;
  harness.server.use(
    http.post(`*${joinPath}`, async ({ request }) => {
      if (passed) return undefined;
      passed = true;
      const answer = (await (await fetch(request.clone())).json()) as { data: { requestId: string } };
      return HttpResponse.json({ ...answer, data: { ...answer.data, requestId: 'another-request' } });
    }),
  );
  placeDraft();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'Bet submission answered for another bet; it stays pending and will be checked.',
    ),
  );
  expect(whenWarned).toEqual(['pending']);
  // The server's own records (the betting data, or join status) then show the bet taken, once.
  await screen.findByText('Bets confirmed: $10.00');
  expect(seen).toEqual(['pending', 'confirmed']);
  expect(simulatorBalance(harness, store)).toBe(START_BALANCE - 1000);
});

describe('a pending submission in a round still open for betting', () => {
  it('stays pending (not unresolved) while join status cannot tell, and Confirm answers busy', async () => {
    const store = await openTable(harness.sim);
    const roundId = harness.sim.control.state().round.id;
    const started = store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    const { requestId } = started.payload;
    harness.server.use(http.post(`*${JOIN_STATUS_PATH}`, () => errorAnswer(503, 'SIMULATED_FAILURE')));
    const seen = statusesOf(store);
    await renderTable(store);

    // Asked, no definite answer, asked again (every 2 s while it stays pending).
    await waitFor(() => expect(calls(JOIN_STATUS_PATH)).toBeGreaterThanOrEqual(2));
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
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE);
  });
});

// Chips a refusal gave back are dropped at the close without "not confirmed" only while untouched: a
// draft the member changed since is their own, never confirmed, and is told.
it('tells a draft dropped at the close that was changed after a refusal gave its chips back', async () => {
  const store = await openTable(harness.sim);
  await renderTable(store);
  placeDraft();
  harness.server.use(http.post(`*${joinPath}`, () => errorAnswer(422, 'STAKE_BELOW_MIN'), { once: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByText('Bets not placed: The minimum stake on a symbol is $1.00.');
  fireEvent.click(screen.getByRole('button', { name: /^Fish/ }));

  harness.sim.control.skipTo('CLOSED');
  expect(
    await screen.findByText(/^Your draft of \$\d+\.\d\d was not confirmed before betting closed/),
  ).toBeInTheDocument();
  expect(store.getState().game.placedChips).toEqual([]);
});
