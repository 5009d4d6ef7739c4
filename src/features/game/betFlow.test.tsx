import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy, Profiler, Suspense } from 'react';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { confirmDraft } from '@/features/game/betting';
import { POLL_MS } from '@/features/game/BettingFeed';
import GamePage from '@/features/game/GamePage';
import { selectBetting } from '@/features/game/gameSelectors';
import { chipPlaced, submissionStarted } from '@/features/game/gameSlice';
import * as reasonText from '@/features/game/useReasonText';
import * as draftExpiry from '@/features/game/useDraftExpiry';
import { holdIdleCallbacks } from '@/testing/heldIdle';
import { advanceGameClock, openTable, renderTable, requestLog, sentBeforeReload } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { signedInStore } from '@/testing/signedIn';

const harness = setupSimulator();
const joinPath = getConfig().endpoints.joinGame;
const bettingPath = getConfig().endpoints.getBetting;

const { joins, joinBodies, calls } = requestLog(harness);

const balance = () => screen.getByLabelText('Balance');
const roundIdOf = (store: AppStore) => {
  const round = harness.sim.control.state().round;
  expect(store.getState().auth.user).not.toBeNull();
  return round.id;
};

/** A pending submission (CRAB $3.00) the server took, whose answer never reached the page: the reloaded page. */
async function takenButUnanswered(page: AppStore): Promise<AppStore> {
  const { join, store } = sentBeforeReload(harness.sim, page, { symbol: 'CRAB', amount: 300 });
  await join;
  return store;
}

describe("the table's drawings", () => {
  it("every symbol drawn is its own symbol's drawing box, hidden from screen readers (art/SymbolArt.tsx)", async () => {
    const { container } = await renderTable(await openTable(harness.sim));
    const cells = [...container.querySelectorAll<HTMLElement>('.cell[data-symbol]')];
    expect(cells).toHaveLength(6);
    for (const cell of cells) {
      const art = cell.querySelectorAll('.symbol-art');
      expect(art).toHaveLength(1);
      expect(art[0]).toHaveClass(`symbol-art--${cell.dataset.symbol!.toLowerCase()}`);
      expect(art[0]).toHaveAttribute('aria-hidden', 'true');
      expect(art[0]).toBeEmptyDOMElement();
      expect(cell.querySelector('svg')).toBeNull();
    }
  });

  it('so is every drawing beside the board: the past results, My bets and the dice', async () => {
    const store = await openTable(harness.sim);
    const { container } = await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    harness.sim.control.skipTo('RESULT');
    await waitFor(() => expect(container.querySelectorAll('.die__art')).toHaveLength(3), { timeout: 5000 });
    await waitFor(() => expect(container.querySelectorAll('.result__die').length).toBeGreaterThanOrEqual(3));
    expect(container.querySelector('.round-bets__art')).not.toBeNull();
    const drawings = [...container.querySelectorAll<HTMLElement>('.symbol-art')];
    expect(drawings.length).toBeGreaterThanOrEqual(6 + 3 + 3 + 1);
    for (const drawing of drawings) {
      const symbols = [...drawing.classList].filter((name) => name.startsWith('symbol-art--'));
      expect(symbols).toHaveLength(1);
      expect(symbols[0]).toMatch(/^symbol-art--(tiger|gourd|rooster|shrimp|crab|fish)$/);
      expect(drawing).toHaveAttribute('aria-hidden', 'true');
      expect(drawing).toBeEmptyDOMElement();
      expect(drawing.parentElement!.querySelector('svg')).toBeNull();
    }
  });
});

describe('mounting the table', () => {
  it('happens in a render of its own, after the one that learns the round (docs/game.md)', async () => {
    const store = await openTable(harness.sim);
    const commits: { roundInStore: boolean; tableShown: boolean }[] = [];
    renderWithProviders(
      <Profiler
        id="game"
        onRender={() =>
          commits.push({
            roundInStore: selectBetting(store.getState()) !== undefined,
            tableShown: document.querySelector('.game__layout') !== null,
          })
        }
      >
        <GamePage />
      </Profiler>,
      { store },
    );
    await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ });
    const learnt = commits.findIndex((commit) => commit.roundInStore);
    const mounted = commits.findIndex((commit) => commit.tableShown);
    // The store update's own (synchronous) commit still shows the loading line; the table comes in
    // a deferred render, which React can split into slices that yield.
    expect(learnt).toBeGreaterThanOrEqual(0);
    expect(commits[learnt]?.tableShown).toBe(false);
    expect(mounted).toBeGreaterThan(learnt);
  });

  it('renders the page a few times, not in a loop, while React holds back a Suspense reveal', async () => {
    const store = await openTable(harness.sim);
    let arrive: () => void = () => undefined;
    const chunk = new Promise<{ default: typeof GamePage }>((resolve) => {
      arrive = () => resolve({ default: GamePage });
    });
    const LazyGamePage = lazy(() => chunk);
    renderWithProviders(
      <Suspense fallback={<p>screen loading</p>}>
        <LazyGamePage />
      </Suspense>,
      { store },
    );
    // A fallback was just shown, so React holds the reveal back for up to 300 ms (its fallback
    // throttle). GamePage once spawned deferred work on every mount (useDeferredValue with an initial
    // value), and React rendered it again and again through that wait: about a hundred renders of the
    // signed-in frame in a cold start of the game route.
    await screen.findByText('screen loading');
    const renders = jest.spyOn(reasonText, 'useReasonText');
    // GamePage's own renders (it calls this hook once a render; useReasonText is now in its children,
    // which the loop did not reach).
    const pageRenders = jest.spyOn(draftExpiry, 'useDraftExpiry');
    // Outside act(): inside it React shows every reveal at once, and the throttle never happens.
    // (findBy* waits outside act() too.) Counted until the mount is done — the table, then the results
    // strip it asks for once idle — however long the machine takes to get there.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive();
      await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ });
      await screen.findByTestId('results');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(renders.mock.calls.length).toBeGreaterThan(0);
    expect(renders.mock.calls.length).toBeLessThanOrEqual(8);
    expect(pageRenders.mock.calls.length).toBeGreaterThan(0);
    expect(pageRenders.mock.calls.length).toBeLessThanOrEqual(8);
  });
});

describe('the results strip', () => {
  it('asks for the last results once the table has painted and the page is idle', async () => {
    const idle = holdIdleCallbacks();
    try {
      const store = await openTable(harness.sim);
      harness.requests.length = 0;
      await renderTable(store);
      const resultsPath = getConfig().endpoints.allGameResults;
      expect(calls(resultsPath)).toBe(0);
      act(() => idle.release());
      expect(await screen.findByTestId('results')).toBeInTheDocument();
      expect(calls(resultsPath)).toBe(1);
      // Spec §7/§9: the last ten results of the account, first page.
      const user = store.getState().auth.user;
      expect(harness.requests.find((request) => request.path === resultsPath)?.body).toEqual({
        loginId: '010000001',
        deviceId: user?.sessionId,
        accountId: 1001,
        pageSize: 1,
        limit: 10,
      });
    } finally {
      idle.restore();
    }
  });
});

describe('bet flow against the simulator', () => {
  it('places chips, confirms once, and shows the stakes and balance the server returns', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
    expect(screen.getByRole('button', { name: /^Tiger, stake \$2\.00, \$2\.00 draft/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Crab, stake \$5\.00/ })).toBeInTheDocument();
    expect(joins()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $7.00');
    expect(joinBodies()).toEqual([
      expect.objectContaining({
        bets: [
          { symbol: 'TIGER', stake: 200 },
          { symbol: 'CRAB', stake: 500 },
        ],
      }),
    ]);
    await waitFor(() => expect(balance()).toHaveTextContent('$993.00'));
    expect(
      screen.getByRole('button', { name: /^Tiger, stake \$2\.00, \$2\.00 confirmed/ }),
    ).toBeInTheDocument();
  });

  it("says a second Confirm's amount beside what the round holds, not as if it were all", async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: '$10.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $10.00');

    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Said whole; shown on one line as the amount added, the round's total beside the totals.
    expect(await screen.findByText('Bets confirmed: $5.00 more, $15.00 on the table')).toHaveClass(
      'visually-hidden',
    );
    expect(screen.getByText('Bets confirmed: $5.00 more')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('committed-total')).toHaveTextContent('$15.00');
    expect(joins()).toHaveLength(2);
  });

  it('a double click and a second Confirm while pending send one request', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: /^Fish/ }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.doubleClick(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    // The guard is the state, not the button (which stays pressable): Confirm again does nothing.
    const second = await act(() => store.dispatch(confirmDraft()));
    expect(second).toEqual({ ok: false, reason: 'busy' });
    await screen.findByText('Bets confirmed: $1.00');
    expect(joins()).toHaveLength(1);
    await waitFor(() => expect(balance()).toHaveTextContent('$999.00'));
  });

  it('retries after a 401 refresh with the same request id and is charged once', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: /^Gourd/ }));
    harness.sim.control.expireAccessTokens();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $1.00');
    const bodies = joinBodies();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(calls('/api/oauth/refresh')).toBe(1);
    await waitFor(() => expect(balance()).toHaveTextContent('$999.00'));
  });

  it('keeps a submission pending when the answer is lost, then resends the same id and is charged once', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    let dropped = 0;
    harness.server.use(
      http.post(`*${joinPath}`, () => {
        if (dropped > 0) return undefined;
        dropped += 1;
        return HttpResponse.error();
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Shrimp/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sending your bets…')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Shrimp, stake \$1\.00, \$1\.00 sending/ }),
    ).toBeInTheDocument();
    await screen.findByText('Bets confirmed: $1.00');
    const bodies = joinBodies();
    expect(bodies.length).toBe(2);
    expect(new Set(bodies.map((body) => body.requestId)).size).toBe(1);
    // Betting is open: sent again after its back-off, without asking join status first.
    expect(calls(JOIN_STATUS_PATH)).toBe(0);
    await waitFor(() => expect(balance()).toHaveTextContent('$999.00'));
  });

  it('after a reload in a later round, asks join status and confirms a submission the server took (no resend)', async () => {
    const store = await takenButUnanswered(await openTable(harness.sim));
    // The betting data now speaks of the next round: only join status knows this request id.
    harness.sim.control.skipTo('BETTING');
    harness.requests.length = 0;
    await renderTable(store);
    await waitFor(() => expect(store.getState().game.submission?.status).toBe('confirmed'));
    expect(calls(JOIN_STATUS_PATH)).toBe(1);
    expect(joins()).toHaveLength(0);
  });

  it('after a reload, resends an unknown pending submission with the same id while betting is open', async () => {
    const store = await openTable(harness.sim);
    const roundId = roundIdOf(store);
    const started = store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    await renderTable(store);
    await screen.findByText('Bets confirmed: $2.00');
    expect(joinBodies()).toEqual([expect.objectContaining({ requestId: started.payload.requestId })]);
  });

  it('after a reload, fails an unknown pending submission whose round has closed, without sending it', async () => {
    const store = await openTable(harness.sim);
    const roundId = roundIdOf(store);
    store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    harness.sim.control.skipTo('CLOSED');
    renderWithProviders(<GamePage />, { store });
    await screen.findByText(/Bets not placed: Betting is closed/);
    expect(joins()).toHaveLength(0);
  });

  // A server without join status (or one that keeps failing it): the betting data must settle it.
  const joinStatusBroken = () =>
    harness.server.use(
      http.post(`*${JOIN_STATUS_PATH}`, () =>
        HttpResponse.json(
          { code: '404', message: 'Not found', reason: 'NOT_FOUND', data: null },
          { status: 404 },
        ),
      ),
    );

  it('confirms a pending submission the betting data lists as taken, without join status', async () => {
    const store = await takenButUnanswered(await openTable(harness.sim));
    joinStatusBroken();
    harness.requests.length = 0;
    await renderTable(store);
    await screen.findByText('Bets confirmed: $3.00');
    expect(joins()).toHaveLength(0);
    await waitFor(() => expect(balance()).toHaveTextContent('$997.00'));
  });

  it("asks join status for a pending submission in its round's result (settled bets leave myBets), never failing a taken one", async () => {
    const store = await takenButUnanswered(await openTable(harness.sim));
    harness.sim.control.skipTo('RESULT');
    harness.requests.length = 0;
    const seen: (string | undefined)[] = [];
    store.subscribe(() => seen.push(store.getState().game.submission?.status));
    renderWithProviders(<GamePage />, { store });
    await waitFor(() => expect(store.getState().game.submission?.status).toBe('confirmed'));
    expect(seen).not.toContain('failed');
    expect(calls(JOIN_STATUS_PATH)).toBe(1);
    expect(joins()).toHaveLength(0);
  });

  it('fails a pending submission once the betting data shows its round closed without it', async () => {
    const store = await openTable(harness.sim);
    const roundId = roundIdOf(store);
    store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    joinStatusBroken();
    harness.sim.control.skipTo('CLOSED');
    renderWithProviders(<GamePage />, { store });
    await screen.findByText(/Bets not placed: Betting is closed/);
    expect(joins()).toHaveLength(0);
  });

  it('says so, and frees Confirm, when a later round is on the table and no one can tell', async () => {
    const store = await openTable(harness.sim);
    const roundId = roundIdOf(store);
    const started = store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    joinStatusBroken();
    harness.sim.control.skipTo('BETTING');
    await renderTable(store);
    await screen.findByText(
      `We could not confirm your bets of round #${roundId}. Your balance and My bets show whether they were taken.`,
    );
    expect(store.getState().game.submission).toMatchObject({
      requestId: started.payload.requestId,
      status: 'unresolved',
    });
    expect(joins()).toHaveLength(0);

    // The table is not locked: a new bet goes through.
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $1.00');
  });

  it('refuses with a translated message before sending anything', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const notice = screen.getByTestId('notice');
    // $100 chips up to the per-symbol maximum ($500), then one more.
    fireEvent.click(screen.getByRole('button', { name: '$100.00' }));
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(notice).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(notice).toHaveTextContent('At most $500.00 on one symbol in a round.');
    // Shown in words that take one line under Confirm on a 360 px phone; said whole.
    expect(within(notice).getByText('At most $500.00 a symbol.')).toHaveAttribute('aria-hidden', 'true');
    expect(within(notice).getByText('At most $500.00 on one symbol in a round.')).toHaveClass(
      'visually-hidden',
    );
    for (const name of [/^Gourd/, /^Rooster/, /^Shrimp/, /^Crab/]) {
      for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name }));
    }
    fireEvent.click(screen.getByRole('button', { name: /^Fish/ }));
    expect(notice).toHaveTextContent('At most $1,000.00 in one round.');
    expect(within(notice).getByText('At most $1,000.00 a round.')).toHaveAttribute('aria-hidden', 'true');
    expect(joins()).toHaveLength(0);
  });

  it('refuses what the balance cannot cover (Khmer)', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = await signedInStore({ phoneNumber: '010000032', password: 'demo1234' });
    renderWithProviders(<GamePage />, { store, language: 'kh' });
    const tiger = await screen.findByRole('button', { name: /^ខ្លា/ });
    fireEvent.click(screen.getByRole('button', { name: '$50.00' }));
    fireEvent.click(tiger);
    fireEvent.click(screen.getByRole('button', { name: /^ឃ្លោក/ }));
    expect(screen.getByTestId('notice')).toHaveTextContent('សមតុល្យមិនគ្រប់គ្រាន់។');
    expect(joins()).toHaveLength(0);
  });

  it('marks the controls unavailable, says why on a press, and refuses chips while betting is closed', async () => {
    harness.sim.control.skipTo('CLOSED');
    const store = await signedInStore(DEMO_MEMBER);
    renderWithProviders(<GamePage />, { store });
    await screen.findByText('Betting closed');
    const controls = screen.getByRole('group', { name: 'Bet controls' });
    for (const name of ['Undo', 'Clear', 'Rebet', 'Double', 'Confirm']) {
      const button = within(controls).getByRole('button', { name });
      // aria-disabled, not disabled: still focusable, so a press never drops the keyboard focus.
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toBeEnabled();
      fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
      // The refused chip has just said the same: the press must say it again (a line of its own).
      const chipsLine = screen.getByTestId('notice').firstChild;
      // Confirm's outcome comes from an async thunk: it lands inside act, before the check.
      await act(async () => {
        fireEvent.click(button);
        await Promise.resolve();
      });
      expect(screen.getByTestId('notice').firstChild).not.toBe(chipsLine);
      expect(screen.getByTestId('notice')).toHaveTextContent('Betting is closed for this round.');
    }
    expect(joins()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByTestId('notice')).toHaveTextContent('Betting is closed for this round.');
    expect(store.getState().game.placedChips).toEqual([]);
  });

  it('Undo, Clear, Double and Rebet work on the draft', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$1.00');
    fireEvent.click(screen.getByRole('button', { name: 'Double' }));
    expect(screen.getByRole('button', { name: /^Tiger, stake \$2\.00/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$0.00');
    // No round played yet: nothing to rebet (moves.test.tsx has the rest of Rebet and Undo).
    expect(screen.getByRole('button', { name: 'Rebet' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Rebet' }));
    expect(screen.getByTestId('notice')).toHaveTextContent('No bets from the last round to repeat.');
    expect(store.getState().game.placedChips).toEqual([]);
    act(
      () =>
        void store.dispatch(chipPlaced({ roundId: roundIdOf(store), chip: { symbol: 'FISH', amount: 100 } })),
    );
    expect(await screen.findByRole('button', { name: /^Fish, stake \$1\.00/ })).toBeInTheDocument();
  });

  describe('on a fake clock', () => {
    // The promise and I/O queues stay real (MSW); only the app's timers follow the test's clock.
    afterEach(() => jest.useRealTimers());

    it('polls only while the tab is visible and re-syncs when it comes back', async () => {
      const visibility = jest.spyOn(document, 'visibilityState', 'get');
      const setVisibility = (state: DocumentVisibilityState) => {
        visibility.mockReturnValue(state);
        act(() => void document.dispatchEvent(new Event('visibilitychange')));
      };
      const store = await openTable(harness.sim);
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      renderWithProviders(<GamePage />, { store });
      await advanceGameClock(store, 0);
      expect(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ })).toBeInTheDocument();

      // Visible: one read every POLL_MS on this clock (so the silence below is the tab's, not the clock's).
      harness.requests.length = 0;
      await advanceGameClock(store, POLL_MS);
      expect(calls(bettingPath)).toBe(1);

      // Hidden for many poll intervals: not one read.
      setVisibility('hidden');
      harness.requests.length = 0;
      await advanceGameClock(store, POLL_MS * 5);
      expect(calls(bettingPath)).toBe(0);

      // Back: one read at once, then polling again.
      setVisibility('visible');
      await advanceGameClock(store, 0);
      expect(calls(bettingPath)).toBe(1);
      await advanceGameClock(store, POLL_MS);
      expect(calls(bettingPath)).toBe(2);
    });
  });
});
