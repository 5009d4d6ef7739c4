import { act, renderHook } from '@testing-library/react';
import { OUTCOME_TOLD_MS } from '@/features/game/reveal';
import { useHeldThroughReveal } from '@/features/game/useHeldThroughReveal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const render = (value: number | null, settledRound: number | null) =>
  renderHook(({ value, settledRound }) => useHeldThroughReveal(value, settledRound), {
    initialProps: { value, settledRound },
  });

describe('useHeldThroughReveal', () => {
  it('keeps the value shown before a round is settled until the outcome is told', () => {
    const { result, rerender } = render(100, null);
    rerender({ value: 120, settledRound: 7 });
    expect(result.current).toEqual({ shown: 100, holding: true });
    // A later answer during the reveal is not shown early either.
    rerender({ value: 125, settledRound: 7 });
    act(() => jest.advanceTimersByTime(OUTCOME_TOLD_MS - 1));
    expect(result.current).toEqual({ shown: 100, holding: true });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: 125, holding: false });
  });

  it('shows a change that is not a settlement at once', () => {
    const { result, rerender } = render(100, null);
    rerender({ value: 95, settledRound: null });
    expect(result.current).toEqual({ shown: 95, holding: false });
  });

  it('holds nothing when there was no value before the settlement, or the round was settled at first sight', () => {
    const fromNothing = render(null, null);
    fromNothing.rerender({ value: 120, settledRound: 7 });
    expect(fromNothing.result.current).toEqual({ shown: 120, holding: false });
    const openedDuringResult = render(120, 7);
    expect(openedDuringResult.result.current).toEqual({ shown: 120, holding: false });
  });

  it('holds nothing for the round the table opened in the result of, whenever its settlement comes', () => {
    const { result, rerender } = renderHook(
      ({ value, settledRound }) => useHeldThroughReveal(value, settledRound, 7),
      { initialProps: { value: 100 as number | null, settledRound: 6 as number | null } },
    );
    rerender({ value: 120, settledRound: 7 });
    expect(result.current).toEqual({ shown: 120, holding: false });
    rerender({ value: 90, settledRound: 8 });
    expect(result.current).toEqual({ shown: 120, holding: true });
  });

  it('holds each newly settled round on its own', () => {
    const { result, rerender } = render(100, 6);
    rerender({ value: 90, settledRound: null });
    rerender({ value: 110, settledRound: 7 });
    expect(result.current).toEqual({ shown: 90, holding: true });
    act(() => jest.advanceTimersByTime(OUTCOME_TOLD_MS));
    expect(result.current).toEqual({ shown: 110, holding: false });
  });
});
