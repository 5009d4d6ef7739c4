import { act, renderHook } from '@testing-library/react';
import { useShownAfterPaint } from '@/lib/schedule/useShownAfterPaint';

describe('useShownAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The next animation frame, then the task after it. */
  const nextFrame = () => act(() => jest.advanceTimersByTimeAsync(20));

  it('returns a change once the frame after it has run, and the first value at once', async () => {
    const { result, rerender } = renderHook(({ value }) => useShownAfterPaint(value), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    await nextFrame();
    expect(result.current).toBe('b');
  });

  it('settles on the latest of several changes made before a frame', async () => {
    const { result, rerender } = renderHook(({ value }) => useShownAfterPaint(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    await nextFrame();
    expect(result.current).toBe(3);
    await nextFrame();
    expect(result.current).toBe(3);
  });

  it('keeps a function as a value, not as an update', async () => {
    const first = () => 1;
    const second = () => 2;
    const { result, rerender } = renderHook(({ value }) => useShownAfterPaint(value), {
      initialProps: { value: first },
    });
    rerender({ value: second });
    await nextFrame();
    expect(result.current).toBe(second);
  });
});
