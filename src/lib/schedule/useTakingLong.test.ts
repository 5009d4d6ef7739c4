import { act, renderHook } from '@testing-library/react';
import { TAKING_LONG_MS, useTakingLong } from '@/lib/schedule/useTakingLong';

describe('useTakingLong', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true once a wait has lasted 10 s, and false as soon as it ends', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTakingLong(waiting), {
      initialProps: { waiting: true },
    });
    act(() => jest.advanceTimersByTime(TAKING_LONG_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
  });

  it('starts each wait short: a long one before does not count', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTakingLong(waiting, 100), {
      initialProps: { waiting: true },
    });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    rerender({ waiting: true });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true when nothing waits', () => {
    const { result } = renderHook(() => useTakingLong(false, 100));
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });
});
