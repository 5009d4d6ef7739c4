/**
 * Resolves in a task after the browser has next rendered the page: an animation frame runs just before
 * the frame's style, layout and paint, and a timeout set in it runs after them. Where there are no
 * frames (no requestAnimationFrame), a timeout.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}
