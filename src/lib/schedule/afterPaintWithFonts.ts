import { afterIdle } from '@/lib/schedule/afterIdle';
import { afterNextPaint } from '@/lib/schedule/afterNextPaint';

/** A web font that is still not in after this long is left to font-display: swap. */
export const FONT_WAIT_MS = 3000;

/**
 * Runs `task` once the page has been painted with the web fonts its layout asked for, and the browser
 * is idle; returns a cancel. A browser asks for a face only when a layout needs it, so the wait for
 * `document.fonts.ready` starts after the next frame (whose layout asks for the faces of what is in
 * the page now), and the task waits for one more frame, painted with them, and an idle period.
 * (An idle period is not enough for the first wait: Chromium can grant one before the frame.)
 *
 * For downloads the screen does not show: on /login phase two of the boot (44 KB) used to start
 * while the bold face of the form's heading, the page's largest paint, was still on its way, and the
 * two shared a slow phone's bandwidth (docs/quality.md "What keeps the first screen small and quick").
 */
export function afterPaintWithFonts(
  task: () => void,
  fonts: Pick<FontFaceSet, 'ready'> | undefined = globalThis.document?.fonts,
): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  void (async () => {
    await afterNextPaint();
    if (fonts) {
      let giveUp: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        fonts.ready,
        new Promise((resolve) => (giveUp = setTimeout(resolve, FONT_WAIT_MS))),
      ]);
      clearTimeout(giveUp);
    }
    await afterNextPaint();
    if (!cancelled) cancelIdle = afterIdle(task);
  })();
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
