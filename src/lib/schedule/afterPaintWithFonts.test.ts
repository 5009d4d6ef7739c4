import { afterPaintWithFonts, FONT_WAIT_MS } from '@/lib/schedule/afterPaintWithFonts';
import { holdIdleCallbacks } from '@/testing/heldIdle';

/** A document.fonts whose faces arrive when the test says so. */
function pendingFonts() {
  let arrive = () => undefined as void;
  const ready = new Promise<FontFaceSet>((resolve) => (arrive = () => resolve({} as FontFaceSet)));
  return { fonts: { ready }, arrive };
}

/** The next frame is drawn, and the task after it has run. */
async function frame() {
  jest.advanceTimersToNextFrame();
  await jest.advanceTimersByTimeAsync(1); // the fake clock runs a zero timeout set in a frame 1 ms on
}

describe('afterPaintWithFonts', () => {
  let idle: ReturnType<typeof holdIdleCallbacks>;
  beforeEach(() => {
    jest.useFakeTimers();
    idle = holdIdleCallbacks();
  });
  afterEach(() => {
    idle.restore();
    jest.useRealTimers();
  });

  it('runs after a frame, the fonts that frame asked for, a frame painted with them, and an idle period', async () => {
    const { fonts, arrive } = pendingFonts();
    const task = jest.fn();
    afterPaintWithFonts(task, fonts);
    await frame();
    idle.release();
    await frame();
    idle.release();
    expect(task).not.toHaveBeenCalled(); // the fonts are not in
    arrive();
    await jest.advanceTimersByTimeAsync(0);
    idle.release();
    expect(task).not.toHaveBeenCalled(); // in, not painted yet
    await frame();
    idle.release();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('leaves no give-up timer behind once the fonts are in', async () => {
    const { fonts, arrive } = pendingFonts();
    const task = jest.fn();
    afterPaintWithFonts(task, fonts);
    await frame();
    arrive();
    await jest.advanceTimersByTimeAsync(0);
    await frame();
    idle.release();
    expect(task).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0); // the give-up timer went with the race it lost
  });

  it('waits for no font where the browser has no font loading API', async () => {
    const task = jest.fn();
    afterPaintWithFonts(task, undefined);
    await frame();
    await frame();
    idle.release();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it(`gives up on a font that is not in after ${FONT_WAIT_MS} ms (font-display: swap shows the text meanwhile)`, async () => {
    const { fonts } = pendingFonts();
    const task = jest.fn();
    afterPaintWithFonts(task, fonts);
    await frame();
    await jest.advanceTimersByTimeAsync(FONT_WAIT_MS - 100);
    idle.release();
    expect(task).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    await frame();
    idle.release();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['before the first frame', async () => undefined],
    ['while the fonts are on their way', frame],
    [
      'once the idle period is asked for',
      async () => {
        await frame();
        await frame();
      },
    ],
  ])('never runs once cancelled %s', async (_when, until) => {
    const { fonts, arrive } = pendingFonts();
    const task = jest.fn();
    const cancel = afterPaintWithFonts(task, until === frame ? fonts : undefined);
    await until();
    cancel();
    arrive();
    await frame();
    await frame();
    idle.release();
    expect(task).not.toHaveBeenCalled();
  });
});
