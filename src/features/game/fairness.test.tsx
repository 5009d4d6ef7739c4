import { createHash, randomBytes } from 'node:crypto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { FairnessAlerts } from '@/features/game/FairnessAlerts';
import { FairnessLine } from '@/features/game/FairnessLine';
import { FairnessWatch } from '@/features/game/FairnessWatch';
import { gameApi } from '@/features/game/gameApi';
import { selectFairnessWarnings, selectFairRound } from '@/features/game/fairnessSelectors';
import { selectBetting } from '@/features/game/gameSelectors';
import {
  fairnessWarningDismissed,
  fingerprintSeen,
  gameReducer,
  initialGameState,
  roundChecked,
  type GameState,
} from '@/features/game/gameSlice';
import { persistedGameSchema } from '@/features/game/persistedGame';
import { FAIR_ROUNDS_KEPT } from '@/lib/fairness/fairRounds';
import * as verifier from '@/lib/fairness/verifier';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
// The verifier is a lazy chunk: its first import in a test run takes a while.
const LAZY = { timeout: 20_000 };
const bettingPath = getConfig().endpoints.getBetting;
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

type BettingAnswer = { data: { round: { phase: string; seed: string | null; seedHash: string } } };

/** The simulator's betting answers, with `change` applied to those of the result. */
function alterResult(change: (round: BettingAnswer['data']['round']) => void) {
  harness.server.use(
    http.post(`*${bettingPath}`, async ({ request }) => {
      const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as BettingAnswer;
      if (answer.data.round.phase === 'RESULT') change(answer.data.round);
      return HttpResponse.json(answer);
    }),
  );
}

/** Reads the betting data again, as the table's poll does. */
async function poll(store: AppStore) {
  await act(async () => {
    await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id, { forceRefetch: true }));
  });
}

/** The table's fairness parts, signed in while a round takes bets. */
async function tableInBetting() {
  harness.sim.control.skipTo('BETTING');
  const store = await signedInStore(DEMO_MEMBER);
  await poll(store);
  renderWithProviders(
    <>
      <FairnessWatch />
      <FairnessAlerts />
      <FairnessLine />
    </>,
    { store },
  );
  const round = selectBetting(store.getState())?.round;
  if (!round) throw new Error('no round');
  return { store, round };
}

describe('the fingerprint on the table and the check at the result', () => {
  it('shows the fingerprint while betting, shortened, whole on demand, copyable, and keeps it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { store, round } = await tableInBetting();
    const line = await screen.findByTestId('fingerprint');
    expect(line).toHaveTextContent(`${round.seedHash.slice(0, 8)}…${round.seedHash.slice(-8)}`);
    fireEvent.click(within(line).getByRole('button', { name: /^Show all/ }));
    expect(line).toHaveTextContent(round.seedHash);
    expect(within(line).getByRole('button', { name: /^Show less/ })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(line).getByRole('button', { name: 'Copy: Fingerprint' }));
    expect(await screen.findByText('Copied: Fingerprint')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(round.seedHash);
    expect(store.getState().game.fairRounds).toEqual([
      { roundId: round.id, seenHash: round.seedHash, seenAt: expect.any(Number) as number, check: null },
    ]);
  });

  it("keeps the time the fingerprint was seen on the server's clock, as the round's times are", async () => {
    // The device's clock an hour behind the server's.
    harness.sim.control.advanceClock(3_600_000);
    const { store, round } = await tableInBetting();
    await screen.findByTestId('fingerprint');
    const serverNow = harness.sim.control.now();
    expect(serverNow - Date.now()).toBeGreaterThan(3_500_000);
    const seenAt = selectFairRound(store.getState(), round.id)?.seenAt ?? 0;
    expect(Math.abs(seenAt - serverNow)).toBeLessThan(60_000);
  });

  it('verifies a result against the fingerprint seen while betting, and logs it', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { store, round } = await tableInBetting();
    harness.sim.control.skipTo('RESULT');
    await poll(store);
    const status = await screen.findByTestId('fairness-status');
    expect(await within(status).findByText('Verified', {}, LAZY)).toBeInTheDocument();
    expect(status).toHaveAttribute('data-outcome', 'verified');
    expect(store.getState().game.fairRounds[0]?.check).toMatchObject({
      outcome: 'verified',
      reference: 'seen',
    });
    expect(info).toHaveBeenCalledWith(`Round ${round.id}: dice verified against the seen fingerprint`);
    expect(screen.queryByTestId('fairness-warning')).not.toBeInTheDocument();
  });

  it('warns, until dismissed, when the server changes the seed and its hash together at the result', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const other = randomBytes(32).toString('hex');
    alterResult((round) => {
      round.seed = other;
      round.seedHash = sha256(other);
    });
    const { store, round } = await tableInBetting();
    harness.sim.control.skipTo('RESULT');
    await poll(store);
    const warning = await screen.findByRole('alert', {}, LAZY);
    expect(warning).toHaveTextContent("This round's dice do not match its fingerprint");
    expect(warning).toHaveTextContent(
      `Round ${round.id}: The fingerprint sent with the result is not the one shown while betting was open.`,
    );
    expect(screen.getByTestId('fairness-status')).toHaveTextContent('Not verified');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`Round ${round.id}: fairness check mismatch (fingerprintChanged, hashMismatch`),
      expect.objectContaining({ seed: other, seenHash: round.seedHash }),
    );

    // The next round does not take the warning away; Dismiss does.
    harness.server.resetHandlers(...harness.sim.handlers);
    harness.sim.control.skipTo('BETTING');
    await poll(store);
    expect(await screen.findByTestId('fingerprint')).toBeInTheDocument();
    expect(screen.getByTestId('fairness-warning')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('fairness-warning')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('fairness-warning')).not.toBeInTheDocument();
  });

  it('says the round could not be checked when the seed is not revealed', async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    alterResult((round) => {
      round.seed = null;
    });
    const { store } = await tableInBetting();
    harness.sim.control.skipTo('RESULT');
    await poll(store);
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'This round could not be checked: the seed was not revealed',
    );
  });

  it('takes the outcome of the details a member opens when the check at the result could not run', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    // The check at the result fails (its code did not download); the one the details run does not.
    jest.spyOn(verifier, 'checkRound').mockRejectedValueOnce(new Error('Failed to fetch a chunk'));
    const { store, round } = await tableInBetting();
    harness.sim.control.skipTo('RESULT');
    await poll(store);
    const warning = await screen.findByTestId('fairness-warning', {}, LAZY);
    expect(warning).toHaveTextContent("Open the round's details to try again.");
    const opener = within(warning).getByRole('button', { name: `Round ${round.id}: details and proof` });
    opener.focus();
    fireEvent.click(opener);
    expect(await screen.findByTestId('details-outcome', {}, LAZY)).toHaveTextContent('Verified');
    expect(screen.queryByTestId('fairness-warning')).not.toBeInTheDocument();
    expect(selectFairRound(store.getState(), round.id)?.check).toMatchObject({
      outcome: 'verified',
      problem: null,
      reference: 'seen',
    });
    expect(screen.getByTestId('fairness-status')).toHaveAttribute('data-outcome', 'verified');
    // Closed, the focus goes to the round's other opener, its warning's being gone.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: `Round ${round.id}: details and proof` })).toHaveFocus();
  });

  it('checks against the published hash only a round whose betting it never showed, and says so', async () => {
    jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    harness.sim.control.skipTo('RESULT');
    const store = await signedInStore(DEMO_MEMBER);
    await poll(store);
    renderWithProviders(
      <>
        <FairnessWatch />
        <FairnessLine />
      </>,
      { store },
    );
    expect(await screen.findByText('Verified (published)', {}, LAZY)).toBeInTheDocument();
  });

  it('says a round that took bets with no fingerprint could not be checked, whatever comes with its seed', async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // The betting phase with no fingerprint; the result with a seed and a hash that fit each other.
    harness.server.use(
      http.post(`*${bettingPath}`, async ({ request }) => {
        const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as BettingAnswer;
        if (answer.data.round.phase === 'BETTING') answer.data.round.seedHash = '';
        return HttpResponse.json(answer);
      }),
    );
    const { store, round } = await tableInBetting();
    expect(await screen.findByTestId('fingerprint')).toHaveTextContent('No fingerprint shown for this round');
    // The hash that comes once betting has closed is not shown as the round's fingerprint.
    harness.sim.control.skipTo('CLOSED');
    await poll(store);
    expect(screen.getByTestId('fingerprint')).toHaveTextContent('No fingerprint shown for this round');
    harness.sim.control.skipTo('RESULT');
    await poll(store);
    const warning = await screen.findByRole('alert', {}, LAZY);
    expect(warning).toHaveTextContent(
      'This round could not be checked: no fingerprint was shown while betting was open',
    );
    expect(screen.getByTestId('fairness-status')).toHaveAttribute('data-outcome', 'unchecked');
    expect(selectFairRound(store.getState(), round.id)?.check).toMatchObject({
      problem: 'fingerprintNotShown',
      reference: 'seen',
    });
  });

  it('keeps a fingerprint that comes later in the betting phase, unless bets went in before it', () => {
    let state = gameReducer(initialGameState, fingerprintSeen({ roundId: 1, seedHash: '' }, 10));
    state = gameReducer(state, fingerprintSeen({ roundId: 1, seedHash: 'a'.repeat(64) }, 11));
    expect(state.fairRounds).toEqual([{ roundId: 1, seenHash: 'a'.repeat(64), seenAt: 11, check: null }]);

    const betOn = {
      ...gameReducer(initialGameState, fingerprintSeen({ roundId: 2, seedHash: '' }, 10)),
      submission: { roundId: 2 } as GameState['submission'],
    };
    state = gameReducer(betOn, fingerprintSeen({ roundId: 2, seedHash: 'b'.repeat(64) }, 11));
    expect(state.fairRounds).toEqual([{ roundId: 2, seenHash: '', seenAt: 10, check: null }]);
  });
});

describe('the rounds the game slice keeps', () => {
  it('keeps the first fingerprint seen for a round, and no more than the last rounds', () => {
    let state = gameReducer(initialGameState, fingerprintSeen({ roundId: 1, seedHash: 'a'.repeat(64) }, 10));
    state = gameReducer(state, fingerprintSeen({ roundId: 1, seedHash: 'b'.repeat(64) }, 11));
    expect(state.fairRounds).toEqual([{ roundId: 1, seenHash: 'a'.repeat(64), seenAt: 10, check: null }]);
    for (let id = 2; id <= FAIR_ROUNDS_KEPT + 5; id += 1) {
      state = gameReducer(state, fingerprintSeen({ roundId: id, seedHash: 'c'.repeat(64) }, id));
    }
    expect(state.fairRounds).toHaveLength(FAIR_ROUNDS_KEPT);
    expect(state.fairRounds[0]?.roundId).toBe(6);
  });

  it('warns again of a round whose "could not be checked" was dismissed when a later check finds a mismatch', () => {
    let state = gameReducer(initialGameState, fingerprintSeen({ roundId: 1, seedHash: 'a'.repeat(64) }, 1));
    state = gameReducer(
      state,
      roundChecked({ roundId: 1, outcome: 'unchecked', problem: 'checkFailed', reference: null }, 2),
    );
    state = gameReducer(state, fairnessWarningDismissed({ roundId: 1 }));
    expect(selectFairnessWarnings({ game: state } as never)).toEqual([]);
    state = gameReducer(
      state,
      roundChecked({ roundId: 1, outcome: 'mismatch', problem: 'hashMismatch', reference: 'seen' }, 3),
    );
    expect(selectFairnessWarnings({ game: state } as never).map((round) => round.roundId)).toEqual([1]);
  });

  it('keeps a warning not yet dismissed however many rounds come after it', () => {
    let state = gameReducer(initialGameState, fingerprintSeen({ roundId: 1, seedHash: 'a'.repeat(64) }, 1));
    state = gameReducer(
      state,
      roundChecked({ roundId: 1, outcome: 'mismatch', problem: 'hashMismatch', reference: 'seen' }, 2),
    );
    for (let id = 2; id <= FAIR_ROUNDS_KEPT * 2; id += 1) {
      state = gameReducer(state, fingerprintSeen({ roundId: id, seedHash: 'c'.repeat(64) }, id));
    }
    expect(state.fairRounds).toHaveLength(FAIR_ROUNDS_KEPT);
    expect(state.fairRounds.map((round) => round.roundId).slice(0, 2)).toEqual([1, FAIR_ROUNDS_KEPT + 2]);

    // Dismissed, it goes with the next round; and warnings alone never grow the list past its bound.
    state = gameReducer(state, fairnessWarningDismissed({ roundId: 1 }));
    state = gameReducer(state, fingerprintSeen({ roundId: 100, seedHash: 'c'.repeat(64) }, 100));
    expect(state.fairRounds[0]?.roundId).toBe(FAIR_ROUNDS_KEPT + 2);
    for (let id = 101; id <= 100 + FAIR_ROUNDS_KEPT * 2; id += 1) {
      state = gameReducer(state, fingerprintSeen({ roundId: id, seedHash: 'c'.repeat(64) }, id));
      state = gameReducer(
        state,
        roundChecked({ roundId: id, outcome: 'unchecked', problem: 'seedMissing', reference: 'seen' }, id),
      );
    }
    expect(state.fairRounds).toHaveLength(FAIR_ROUNDS_KEPT);
    expect(state.fairRounds.every((round) => round.check?.outcome === 'unchecked')).toBe(true);
  });

  it('restores a game whose kept fingerprint is malformed and longer than a well-formed one', () => {
    const long = `${'e'.repeat(64)}\n`;
    const state = gameReducer(initialGameState, fingerprintSeen({ roundId: 9, seedHash: long }, 1));
    const stored = JSON.parse(JSON.stringify({ ...state, sessionId: 's' })) as unknown;
    expect(persistedGameSchema.parse(stored).fairRounds[0]?.seenHash).toBe(long);
  });

  it('restores the kept rounds after a reload, and a game stored before them with none', () => {
    let state = gameReducer(initialGameState, fingerprintSeen({ roundId: 7, seedHash: 'd'.repeat(64) }, 1));
    state = gameReducer(
      state,
      roundChecked({ roundId: 7, outcome: 'mismatch', problem: 'hashMismatch', reference: 'seen' }, 2),
    );
    const stored = JSON.parse(JSON.stringify({ ...state, sessionId: 's' })) as unknown;
    expect(persistedGameSchema.parse(stored).fairRounds).toEqual(state.fairRounds);
    const { fairRounds: _none, ...older } = { ...initialGameState, sessionId: 's' };
    expect(persistedGameSchema.parse(older).fairRounds).toEqual([]);
  });
});
