import {
  backoffDelay,
  endpointAnswered,
  freshTokenRefused,
  initialRefreshState,
  refreshReducer,
  refreshUnanswered,
  refreshVerdict,
  REFRESH_BACKOFF_CAP_MS,
} from '@/session/refreshSlice';
import { accessTokenRefreshed, signedOut } from '@/session/authSlice';

describe('refresh backoff', () => {
  it.each([
    [1, 0, 1_000],
    [1, 0.999, 2_000],
    [2, 0, 2_000],
    [3, 0.5, 6_000],
    [5, 0, 16_000],
    [6, 0, 30_000],
    [6, 0.999, 60_000],
    [7, 0, 30_000],
    [40, 0.999, 60_000],
  ])('after %s unanswered refresh(es) with jitter %s the pause is %s ms', (unanswered, jitter, pause) => {
    expect(backoffDelay(unanswered, jitter)).toBeCloseTo(pause, -2);
  });

  it('never pauses longer than the cap, whatever the count', () => {
    for (let n = 1; n < 100; n += 1)
      expect(backoffDelay(n, 0.999)).toBeLessThanOrEqual(REFRESH_BACKOFF_CAP_MS);
  });

  it('counts the pause from when the refresh started, and an answer about the token ends it', () => {
    const state = refreshReducer(initialRefreshState, {
      ...refreshUnanswered(10_000),
      payload: { startedAt: 10_000, jitter: 0 },
    });
    expect(state).toMatchObject({ unanswered: 1, quietUntil: 11_000 });
    expect(refreshVerdict(state, 'getBetting', 10_999)).toBe('backingOff');
    expect(refreshVerdict(state, 'getBetting', 11_000)).toBe('refresh');
    expect(refreshReducer(state, accessTokenRefreshed({ accessToken: 'a' }))).toMatchObject({
      unanswered: 0,
      quietUntil: null,
    });
  });

  it('remembers an endpoint that refused a fresh token until it answers otherwise or the session ends', () => {
    const refused = refreshReducer(initialRefreshState, freshTokenRefused({ endpoint: 'getBetting' }));
    expect(refreshVerdict(refused, 'getBetting', 0)).toBe('notAboutTheToken');
    expect(refreshVerdict(refused, 'heartbeat', 0)).toBe('refresh');
    expect(refreshReducer(refused, accessTokenRefreshed({ accessToken: 'a' })).refusingFreshTokens).toEqual([
      'getBetting',
    ]);
    expect(refreshReducer(refused, endpointAnswered({ endpoint: 'getBetting' })).refusingFreshTokens).toEqual(
      [],
    );
    expect(refreshReducer(refused, signedOut())).toEqual(initialRefreshState);
  });
});
