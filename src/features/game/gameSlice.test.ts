import { startPersistence } from '@/testing/persistence';
import { getConfig } from '@/config/env';
import { seal } from '@/lib/crypto/sealedBox';
import { selectBetAmounts } from '@/features/game/gameSelectors';
import {
  chipPlaced,
  chipSelected,
  draftCleared,
  draftDoubled,
  draftExpired,
  gameReducer,
  initialGameState,
  lastChipUndone,
  rebetPlaced,
  submissionConfirmed,
  submissionFailed,
  submissionStarted,
  submissionUnresolved,
  type GameState,
} from '@/features/game/gameSlice';
import { sessionExpired, signedIn, signedOut } from '@/session/authSlice';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { sessionUser } from '@/testing/sessionUser';

/** docs/storage.md: the whole persisted store lives under this key. */
const STORAGE_KEY = 'persist:klaklouk';
const REQUEST_ID = '0b7c6f1e-3f4e-4a51-9d0a-1c2b3d4e5f60';
const play = (...actions: Parameters<typeof gameReducer>[1][]): GameState =>
  actions.reduce(gameReducer, initialGameState);
const place = (roundId: number, symbol: 'TIGER' | 'CRAB' | 'FISH', amount: number) =>
  chipPlaced({ roundId, chip: { symbol, amount } });

describe('game slice: the draft', () => {
  it('adds chips to the draft of a round and derives betAmounts from them', () => {
    const state = play(place(7, 'TIGER', 100), place(7, 'TIGER', 500), place(7, 'CRAB', 100));
    expect(state.placedChips).toHaveLength(3);
    const root = { game: state } as Parameters<typeof selectBetAmounts>[0];
    expect(selectBetAmounts(root)).toEqual({ TIGER: 600, CRAB: 100 });
    // Memoized: the same chips give the same object (no re-render for an unrelated action).
    expect(selectBetAmounts(root)).toBe(selectBetAmounts({ ...root }));
  });

  it('starts a fresh draft when a chip lands in another round', () => {
    const state = play(place(7, 'TIGER', 100), place(8, 'CRAB', 500));
    expect(state).toMatchObject({ roundId: 8, placedChips: [{ symbol: 'CRAB', amount: 500 }] });
  });

  it('undoes the last chip only, and clears all', () => {
    const undone = play(place(7, 'TIGER', 100), place(7, 'CRAB', 500), lastChipUndone());
    expect(undone.placedChips).toEqual([{ symbol: 'TIGER', amount: 100 }]);
    expect(play(place(7, 'TIGER', 100), draftCleared()).placedChips).toEqual([]);
  });

  it('rebet puts the previous bets down as the draft of the new round (an old round’s draft is gone)', () => {
    const state = play(
      place(7, 'TIGER', 100),
      rebetPlaced({ roundId: 8, chips: [{ symbol: 'FISH', amount: 1000 }] }),
    );
    expect(state).toEqual({
      ...initialGameState,
      roundId: 8,
      placedChips: [{ symbol: 'FISH', amount: 1000 }],
    });
  });

  it('rebet never throws away chips of its own round (rebet() refuses before; were it sent, they stay)', () => {
    const state = play(
      place(8, 'TIGER', 100),
      rebetPlaced({ roundId: 8, chips: [{ symbol: 'FISH', amount: 1000 }] }),
    );
    expect(state.placedChips.map(({ symbol, amount }) => ({ symbol, amount }))).toEqual([
      { symbol: 'TIGER', amount: 100 },
      { symbol: 'FISH', amount: 1000 },
    ]);
  });

  it('double appends the (already capped) extra chips', () => {
    const state = play(
      place(7, 'TIGER', 500),
      draftDoubled({ roundId: 7, chips: [{ symbol: 'TIGER', amount: 300 }] }),
    );
    expect(state.placedChips.map((chip) => chip.amount)).toEqual([500, 300]);
  });

  it('undoes a whole Double in one step, then the single chips before it', () => {
    const doubled = play(
      place(7, 'TIGER', 100),
      place(7, 'TIGER', 100),
      place(7, 'CRAB', 500),
      draftDoubled({
        roundId: 7,
        chips: [
          { symbol: 'TIGER', amount: 200 },
          { symbol: 'CRAB', amount: 500 },
        ],
      }),
    );
    const root = (game: GameState) => ({ game }) as Parameters<typeof selectBetAmounts>[0];
    expect(selectBetAmounts(root(doubled))).toEqual({ TIGER: 400, CRAB: 1000 });
    const once = gameReducer(doubled, lastChipUndone());
    expect(selectBetAmounts(root(once))).toEqual({ TIGER: 200, CRAB: 500 });
    const twice = gameReducer(once, lastChipUndone());
    expect(selectBetAmounts(root(twice))).toEqual({ TIGER: 200 });
  });

  it('undoes a whole Rebet in one step, and a Double after it as a step of its own', () => {
    const chips = [
      { symbol: 'TIGER', amount: 500 },
      { symbol: 'CRAB', amount: 500 },
      { symbol: 'FISH', amount: 100 },
    ] as const;
    const rebetDone = play(rebetPlaced({ roundId: 8, chips: [...chips] }));
    expect(gameReducer(rebetDone, lastChipUndone()).placedChips).toEqual([]);
    const doubled = gameReducer(rebetDone, draftDoubled({ roundId: 8, chips: [...chips] }));
    expect(gameReducer(doubled, lastChipUndone()).placedChips).toEqual(rebetDone.placedChips);
  });

  it('keeps a failed submission’s moves: its chips back in the draft undo as they were put down', () => {
    const doubled = play(
      place(7, 'TIGER', 100),
      place(7, 'CRAB', 500),
      draftDoubled({
        roundId: 7,
        chips: [
          { symbol: 'TIGER', amount: 100 },
          { symbol: 'CRAB', amount: 500 },
        ],
      }),
    );
    const state = [
      submissionStarted({ roundId: 7, chips: doubled.placedChips }, REQUEST_ID),
      place(7, 'FISH', 100),
      submissionFailed({ requestId: REQUEST_ID, reason: 'refused' }),
    ].reduce(gameReducer, doubled);
    expect(state.placedChips).toEqual([...doubled.placedChips, { symbol: 'FISH', amount: 100 }]);
    const undone = [lastChipUndone(), lastChipUndone()].reduce(gameReducer, state);
    expect(undone.placedChips).toEqual([
      { symbol: 'TIGER', amount: 100 },
      { symbol: 'CRAB', amount: 500 },
    ]);
  });

  it('drops a draft whose betting is over, never a newer one', () => {
    expect(play(place(7, 'TIGER', 100), draftExpired({ roundId: 7 })).placedChips).toEqual([]);
    expect(play(place(8, 'TIGER', 100), draftExpired({ roundId: 7 })).placedChips).toHaveLength(1);
  });

  it('remembers the selected chip and forgets everything on sign-out or expiry', () => {
    const state = play(chipSelected(500), place(7, 'TIGER', 500));
    expect(state.selectedChip).toBe(500);
    expect(gameReducer(state, signedOut())).toEqual(initialGameState);
    expect(gameReducer(state, sessionExpired())).toEqual(initialGameState);
  });
});

describe('game slice: submissions', () => {
  const started = submissionStarted({ roundId: 7, chips: [{ symbol: 'TIGER', amount: 500 }] }, REQUEST_ID);

  it('makes the request id in prepare, once, and moves the draft into a pending submission', () => {
    const a = submissionStarted({ roundId: 7, chips: [] });
    const b = submissionStarted({ roundId: 7, chips: [] });
    expect(a.payload.requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(a.payload.requestId).not.toBe(b.payload.requestId);
    const state = play(place(7, 'TIGER', 500), started);
    expect(state.placedChips).toEqual([]);
    expect(state.submission).toEqual({
      requestId: REQUEST_ID,
      roundId: 7,
      chips: [{ symbol: 'TIGER', amount: 500 }],
      status: 'pending',
      reason: null,
    });
  });

  it('confirms only the submission with that id', () => {
    expect(play(started, submissionConfirmed({ requestId: 'other' })).submission?.status).toBe('pending');
    expect(play(started, submissionConfirmed({ requestId: REQUEST_ID })).submission?.status).toBe(
      'confirmed',
    );
  });

  it('marks a confirmation that came when its round may have been over, and only that one', () => {
    expect(
      play(started, submissionConfirmed({ requestId: REQUEST_ID, late: true })).submission,
    ).toMatchObject({ status: 'confirmed', confirmedLate: true });
    expect(play(started, submissionConfirmed({ requestId: REQUEST_ID })).submission).not.toHaveProperty(
      'confirmedLate',
    );
  });

  it('fails with the reason and gives the chips back to the draft of their round', () => {
    const state = play(
      place(7, 'TIGER', 500),
      started,
      place(7, 'CRAB', 100),
      submissionFailed({ requestId: REQUEST_ID, reason: 'insufficientBalance' }),
    );
    expect(state.submission).toMatchObject({ status: 'failed', reason: 'insufficientBalance' });
    expect(state.placedChips).toEqual([
      { symbol: 'TIGER', amount: 500 },
      { symbol: 'CRAB', amount: 100 },
    ]);
  });

  it('marks only a pending submission unresolved, and leaves the draft alone', () => {
    const state = play(started, place(8, 'CRAB', 100), submissionUnresolved({ requestId: REQUEST_ID }));
    expect(state.submission).toMatchObject({ status: 'unresolved', reason: null });
    expect(state.placedChips).toEqual([{ symbol: 'CRAB', amount: 100 }]);
    const confirmed = play(
      started,
      submissionConfirmed({ requestId: REQUEST_ID }),
      submissionUnresolved({ requestId: REQUEST_ID }),
    );
    expect(confirmed.submission?.status).toBe('confirmed');
  });

  it('does not let a late failure undo a confirmation', () => {
    const state = play(
      started,
      submissionConfirmed({ requestId: REQUEST_ID }),
      submissionFailed({ requestId: REQUEST_ID, reason: 'refused' }),
    );
    expect(state.submission?.status).toBe('confirmed');
    expect(state.placedChips).toEqual([]);
  });
});

describe('game slice: reload', () => {
  const user = sessionUser({ accessToken: 'a', sessionId: 's-1' });

  async function persisted(storage: ReturnType<typeof createMemoryStorage>['storage']) {
    const { store, persistor } = await startPersistence(storage);
    return { store, flush: () => persistor.flush() };
  }

  it('restores the draft, the selected chip and a pending submission, sealed', async () => {
    const { storage, items } = createMemoryStorage();
    const { store: first, flush } = await persisted(storage);
    first.dispatch(signedIn({ user, refreshToken: 'r' }));
    first.dispatch(chipSelected(500));
    first.dispatch(place(7, 'FISH', 500));
    first.dispatch(submissionStarted({ roundId: 7, chips: [{ symbol: 'TIGER', amount: 100 }] }, REQUEST_ID));
    first.dispatch(place(7, 'CRAB', 500));
    await flush();

    const raw = items.get(STORAGE_KEY) ?? '';
    expect(raw).not.toContain(REQUEST_ID);
    expect(raw).not.toContain('CRAB');

    const { store: second } = await persisted(createMemoryStorage(Object.fromEntries(items)).storage);
    expect(second.getState().game).toEqual(first.getState().game);
    expect(second.getState().game.submission?.status).toBe('pending');

    first.dispatch(submissionUnresolved({ requestId: REQUEST_ID }));
    await flush();
    const { store: third } = await persisted(createMemoryStorage(Object.fromEntries(items)).storage);
    expect(third.getState().game.submission?.status).toBe('unresolved');
  });

  it('restores a late confirmation as late: its line, naming the round, is still there to dismiss', async () => {
    const { storage, items } = createMemoryStorage();
    const { store: first, flush } = await persisted(storage);
    first.dispatch(signedIn({ user, refreshToken: 'r' }));
    first.dispatch(submissionStarted({ roundId: 7, chips: [{ symbol: 'TIGER', amount: 100 }] }, REQUEST_ID));
    first.dispatch(submissionConfirmed({ requestId: REQUEST_ID, late: true }));
    await flush();

    const { store: second } = await persisted(createMemoryStorage(Object.fromEntries(items)).storage);
    expect(second.getState().game.submission).toMatchObject({ status: 'confirmed', confirmedLate: true });
  });

  it('restores an old-format draft (before submissions existed) with the new fields empty', async () => {
    const secret = getConfig().secretKey;
    const sealed = (value: unknown) => JSON.stringify(seal(JSON.stringify(value), secret));
    const stored = (game: object) =>
      JSON.stringify({
        auth: sealed({ user, refreshToken: 'r', expired: false }),
        game: sealed(game),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      });
    const draft = { roundId: 7, placedChips: [{ symbol: 'FISH', amount: 500 }] };
    const { store } = await persisted(
      createMemoryStorage({ [STORAGE_KEY]: stored({ ...draft, sessionId: user.sessionId }) }).storage,
    );
    expect(store.getState().game).toEqual({ ...draft, selectedChip: null, submission: null, fairRounds: [] });

    // Stored without the session it was played in (before games were kept per tab): no one's game.
    const { store: unbound } = await persisted(createMemoryStorage({ [STORAGE_KEY]: stored(draft) }).storage);
    expect(unbound.getState().game).toEqual(initialGameState);
  });

  it('restores a draft stored before moves were kept: every chip undoes on its own', async () => {
    const secret = getConfig().secretKey;
    const sealed = (value: unknown) => JSON.stringify(seal(JSON.stringify(value), secret));
    const chips = [
      { symbol: 'TIGER', amount: 100 },
      { symbol: 'TIGER', amount: 100 },
      { symbol: 'CRAB', amount: 500 },
    ];
    const raw = JSON.stringify({
      auth: sealed({ user, refreshToken: 'r', expired: false }),
      game: sealed({
        roundId: 7,
        placedChips: chips,
        selectedChip: 500,
        submission: { requestId: REQUEST_ID, roundId: 6, chips, status: 'failed', reason: 'refused' },
        sessionId: user.sessionId,
      }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    });
    const { store } = await persisted(createMemoryStorage({ [STORAGE_KEY]: raw }).storage);
    expect(store.getState().game).toMatchObject({ roundId: 7, placedChips: chips, selectedChip: 500 });
    expect(store.getState().game.submission?.chips).toEqual(chips);
    store.dispatch(lastChipUndone());
    expect(store.getState().game.placedChips).toEqual(chips.slice(0, 2));
  });

  it('restores a Double as one move: Undo after a reload still takes it back whole', async () => {
    const { storage, items } = createMemoryStorage();
    const { store: first, flush } = await persisted(storage);
    first.dispatch(signedIn({ user, refreshToken: 'r' }));
    first.dispatch(place(7, 'TIGER', 100));
    first.dispatch(place(7, 'CRAB', 500));
    first.dispatch(
      draftDoubled({
        roundId: 7,
        chips: [
          { symbol: 'TIGER', amount: 100 },
          { symbol: 'CRAB', amount: 500 },
        ],
      }),
    );
    await flush();

    const { store: second } = await persisted(createMemoryStorage(Object.fromEntries(items)).storage);
    expect(second.getState().game).toEqual(first.getState().game);
    second.dispatch(lastChipUndone());
    expect(second.getState().game.placedChips).toEqual([
      { symbol: 'TIGER', amount: 100 },
      { symbol: 'CRAB', amount: 500 },
    ]);
  });
});
