import type { BettingSnapshot } from '@/features/game/gameApi';
import type { GameRoot } from '@/features/game/gameSelectors';
import type { Attempt, Submission } from '@/features/game/gameSlice';
import {
  LAST_CHANCE_MIN_WAIT_MS,
  LAST_CHANCE_MS,
  nextStep,
  OVERDUE_MS,
  RESEND_AFTER_MS,
  type Now,
  type Step,
} from '@/features/game/nextStep';

/*
 * The bet keeper's decision table (docs/game.md "Submission lifecycle"): what it does next with a
 * pending submission, from the state and the moment alone.
 */

const NOW: Now = { wall: 100_000, mono: 50_000, hidden: false };
const ROUND = 7;

interface Table {
  /** The round on the table and its phase; betting closes `left` ms from now. */
  round?: { id: number; phase: 'BETTING' | 'CLOSED' | 'RESULT'; left?: number };
  /** The request ids the betting data lists for round 7. */
  taken?: boolean;
  status?: Submission['status'] | null;
  /** The call under way: its kind, how long it has waited, and its flags. */
  call?: { kind: Attempt['kind']; waited: number; lastChance?: boolean; lost?: boolean; requestId?: string };
  hidden?: boolean;
  /** Joins of the submission (or of `requestId`) that ended without a definite answer, the last `ago` ms ago. */
  unanswered?: { count: number; ago: number; requestId?: string; due?: true };
  /** The server said its request id holds other bets (409 IDEMPOTENCY_CONFLICT). */
  conflicted?: true;
}

function stateOf({
  round,
  taken = false,
  status = 'pending',
  call,
  unanswered,
  conflicted,
}: Table): GameRoot {
  const betting = round && {
    round: { id: round.id, phase: round.phase, closesAt: NOW.wall + (round.left ?? -1000) },
    myBets: { roundId: ROUND, requestIds: taken ? ['request-1'] : [] },
    serverTime: NOW.wall,
    receivedAt: NOW.wall,
  };
  const attempt: Attempt | undefined = call && {
    id: 'attempt-1',
    requestId: call.requestId ?? 'request-1',
    kind: call.kind,
    startedAt: NOW.mono - call.waited,
    lostWithConnection: call.lost ?? false,
    lastChance: call.lastChance ?? false,
  };
  const submission: Submission | null =
    status === null
      ? null
      : {
          requestId: 'request-1',
          roundId: ROUND,
          chips: [{ symbol: 'FISH', amount: 100 }],
          status,
          reason: null,
          ...(conflicted && { conflicted }),
        };
  const queries = betting
    ? { 'getBetting(1)': { status: 'fulfilled', data: betting as unknown as BettingSnapshot } }
    : {};
  return {
    game: {
      roundId: ROUND,
      placedChips: [],
      selectedChip: null,
      submission,
      ...(attempt && { attempt }),
      ...(unanswered && {
        unanswered: {
          requestId: unanswered.requestId ?? 'request-1',
          count: unanswered.count,
          at: NOW.mono - unanswered.ago,
          ...(unanswered.due && { due: unanswered.due }),
        },
      }),
    },
    auth: { user: { id: 1 } },
    api: { queries, mutations: {}, provided: {}, subscriptions: {}, config: {} },
  } as unknown as GameRoot;
}

const open = (left: number) => ({ id: ROUND, phase: 'BETTING', left }) as const;

const rows: [string, Table, Step][] = [
  ['nothing pending', { status: null, round: open(10_000) }, { do: 'nothing' }],
  ['settled already', { status: 'confirmed', round: open(10_000) }, { do: 'nothing' }],
  ['no betting data yet: waits for it', {}, { do: 'wait', until: null }],
  [
    'its round lists the request id: taken',
    { round: open(10_000), taken: true },
    { do: 'settle', taken: true },
  ],
  [
    'its round CLOSED without it: not taken',
    { round: { id: ROUND, phase: 'CLOSED' } },
    { do: 'settle', taken: false },
  ],
  [
    'in RESULT the data cannot tell: asks',
    { round: { id: ROUND, phase: 'RESULT' } },
    { do: 'ask', whileOpen: false },
  ],
  ['open, nothing under way: asks while open', { round: open(10_000) }, { do: 'ask', whileOpen: true }],
  [
    'a join without a definite answer, betting open: waits its back-off',
    { round: open(10_000), unanswered: { count: 1, ago: 100 } },
    { do: 'wait', until: RESEND_AFTER_MS[0] - 100 },
  ],
  [
    'its back-off over: sent again',
    { round: open(10_000), unanswered: { count: 1, ago: RESEND_AFTER_MS[0] } },
    { do: 'send', lastChance: false },
  ],
  [
    'the third in a row waits longer',
    { round: open(10_000), unanswered: { count: 3, ago: RESEND_AFTER_MS[0] } },
    { do: 'wait', until: RESEND_AFTER_MS[2] - RESEND_AFTER_MS[0] },
  ],
  [
    'many in a row wait the longest back-off',
    { round: open(10_000), unanswered: { count: 9, ago: 0 } },
    { do: 'wait', until: RESEND_AFTER_MS[3] },
  ],
  [
    'back online since: sent at once, whatever the back-off',
    { round: open(10_000), unanswered: { count: 4, ago: 0, due: true } },
    { do: 'send', lastChance: false },
  ],
  [
    'a back-off that would run past the last chance waits only until its window opens',
    { round: open(LAST_CHANCE_MS + 1000), unanswered: { count: 4, ago: 0 } },
    { do: 'wait', until: 1000 },
  ],
  [
    'ended before the last chance, its window now open: sent at once',
    { round: open(LAST_CHANCE_MS - 100), unanswered: { count: 4, ago: 200 } },
    { do: 'send', lastChance: false },
  ],
  [
    'ended inside the window: its back-off as usual',
    { round: open(LAST_CHANCE_MS - 500), unanswered: { count: 2, ago: 200 } },
    { do: 'wait', until: RESEND_AFTER_MS[1] - 200 },
  ],
  [
    'conflicted: the betting data listing its id does not settle it, join status does',
    { round: open(10_000), taken: true, conflicted: true },
    { do: 'ask', whileOpen: true },
  ],
  [
    'conflicted, its round CLOSED without it: asked, not settled as not taken',
    { round: { id: ROUND, phase: 'CLOSED' }, conflicted: true },
    { do: 'ask', whileOpen: false },
  ],
  [
    'unanswered once betting has closed by the clock: asks, never sends',
    { round: open(-10), unanswered: { count: 1, ago: 5000 } },
    { do: 'ask', whileOpen: false },
  ],
  [
    "another submission's unanswered joins do not count",
    { round: open(10_000), unanswered: { count: 1, ago: 100, requestId: 'old' } },
    { do: 'ask', whileOpen: true },
  ],
  [
    'a call under way comes first',
    { round: open(10_000), unanswered: { count: 1, ago: 5000 }, call: { kind: 'joinStatus', waited: 100 } },
    { do: 'wait', until: null },
  ],
  [
    'a call for another request id does not count',
    { round: open(10_000), call: { kind: 'join', waited: 100, requestId: 'old' } },
    { do: 'ask', whileOpen: true },
  ],
  [
    'hidden while betting is open: goes on',
    { round: open(10_000), hidden: true },
    { do: 'ask', whileOpen: true },
  ],
  [
    'hidden once betting has closed: waits to be shown',
    { round: { id: ROUND, phase: 'CLOSED' }, hidden: true },
    { do: 'wait', until: null },
  ],
  [
    'a join on its way: waits for the next check',
    { round: open(10_000), call: { kind: 'join', waited: 1000 } },
    { do: 'wait', until: null },
  ],
  [
    'a join before its last chance: waits until the window opens',
    { round: open(10_000), call: { kind: 'join', waited: 1000, lastChance: true } },
    { do: 'wait', until: 10_000 - LAST_CHANCE_MS },
  ],
  [
    'in the window, younger than the minimum wait: until the window is 1 s open',
    { round: open(LAST_CHANCE_MS - 100), call: { kind: 'join', waited: 500, lastChance: true } },
    { do: 'wait', until: LAST_CHANCE_MIN_WAIT_MS - 100 },
  ],
  [
    'at its last chance: sent again at once',
    {
      round: open(LAST_CHANCE_MS - LAST_CHANCE_MIN_WAIT_MS),
      call: { kind: 'join', waited: 1200, lastChance: true },
    },
    { do: 'send', lastChance: true },
  ],
  [
    'a join sent inside the window: no last chance',
    { round: open(1000), call: { kind: 'join', waited: 1200 } },
    { do: 'wait', until: null },
  ],
  [
    'an overdue join while open: sent again',
    { round: open(10_000), call: { kind: 'join', waited: OVERDUE_MS } },
    { do: 'send', lastChance: false },
  ],
  [
    'a join lost with the connection: sent again at once',
    { round: open(10_000), call: { kind: 'join', waited: 10, lost: true } },
    { do: 'send', lastChance: false },
  ],
  [
    'an overdue join once betting closed by the clock (data still open): asks',
    { round: open(-1), call: { kind: 'join', waited: OVERDUE_MS } },
    { do: 'ask', whileOpen: false },
  ],
  [
    'an overdue join in a later round: asks',
    { round: { id: ROUND + 1, phase: 'BETTING', left: 10_000 }, call: { kind: 'join', waited: OVERDUE_MS } },
    { do: 'ask', whileOpen: false },
  ],
  [
    'join status unanswered in a later round: gives up',
    {
      round: { id: ROUND + 1, phase: 'BETTING', left: 10_000 },
      call: { kind: 'joinStatus', waited: OVERDUE_MS },
    },
    { do: 'giveUp' },
  ],
  [
    'join status lost with the connection in a later round: asked again',
    {
      round: { id: ROUND + 1, phase: 'BETTING', left: 10_000 },
      call: { kind: 'joinStatus', waited: 10, lost: true },
    },
    { do: 'ask', whileOpen: false },
  ],
  [
    'join status overdue in its round, open: the join sent again',
    { round: open(10_000), call: { kind: 'joinStatus', waited: OVERDUE_MS } },
    { do: 'send', lastChance: false },
  ],
];

it.each(rows)('%s', (_name, table, step) => {
  expect(nextStep(stateOf(table), { ...NOW, hidden: table.hidden ?? false })).toEqual(step);
});
