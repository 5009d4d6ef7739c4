import type { Submission } from '@/features/game/gameSlice';
import { settledLate, submissionLine } from '@/features/game/submissionLine';

const base: Submission = {
  requestId: 'r-1',
  roundId: 41,
  chips: [
    { symbol: 'TIGER', amount: 500 },
    { symbol: 'FISH', amount: 100, withPrevious: true },
  ],
  status: 'pending',
  reason: null,
};
const with_ = (changes: Partial<Submission>): Submission => ({ ...base, ...changes });

describe('what the submission banner says', () => {
  it.each([
    ['sending', with_({}), false, { key: 'pending' }],
    ['sending for long', with_({}), true, { key: 'pendingLong' }],
    ['confirmed, with the total', with_({ status: 'confirmed' }), false, { key: 'confirmed', total: 600 }],
    [
      'confirmed once its round may be over: the round too',
      with_({ status: 'confirmed', confirmedLate: true }),
      false,
      { key: 'confirmedLate', round: 41, total: 600 },
    ],
    [
      'refused, with the reason',
      with_({ status: 'failed', reason: 'belowMin' }),
      false,
      { key: 'failed', reason: 'belowMin' },
    ],
    [
      'refused late: the round and the reason',
      with_({ status: 'failed', reason: 'bettingClosed', failedLate: true }),
      false,
      { key: 'failedLate', round: 41, reason: 'bettingClosed' },
    ],
    [
      'refused without a reason kept',
      with_({ status: 'failed' }),
      false,
      { key: 'failed', reason: 'refused' },
    ],
    ['unknown for good: the round', with_({ status: 'unresolved' }), true, { key: 'unresolved', round: 41 }],
    [
      'unknown since its session expired: the round',
      with_({ status: 'unresolved', sessionEndedFor: 1001 }),
      false,
      { key: 'sessionEnded', round: 41 },
    ],
  ])('%s', (_name, submission, stillSending, line) => {
    expect(submissionLine(submission, stillSending)).toEqual(line);
  });

  it('says what the round holds beside a confirmation that is not all of it', () => {
    const confirmed = with_({ status: 'confirmed' });
    expect(submissionLine(confirmed, false, 1600)).toEqual({
      key: 'confirmedMore',
      total: 600,
      onTable: 1600,
    });
    // Its own bets are all the round holds: the plain line.
    expect(submissionLine(confirmed, false, 600)).toEqual({ key: 'confirmed', total: 600 });
    // A late line names its round and its own total only.
    expect(submissionLine(with_({ status: 'confirmed', confirmedLate: true }), false, 1600)).toEqual({
      key: 'confirmedLate',
      round: 41,
      total: 600,
    });
  });

  it('counts as late only a confirmation or refusal marked so', () => {
    expect(settledLate(with_({ status: 'confirmed', confirmedLate: true }))).toBe(true);
    expect(settledLate(with_({ status: 'failed', failedLate: true }))).toBe(true);
    expect(settledLate(with_({ status: 'confirmed' }))).toBe(false);
    // A mark from another outcome does not carry over (a late confirmation after a refusal).
    expect(settledLate(with_({ status: 'confirmed', failedLate: true }))).toBe(false);
    expect(settledLate(with_({ status: 'unresolved' }))).toBe(false);
  });
});
