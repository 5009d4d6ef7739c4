import { useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * Handlers for the board: a touch on a symbol leaves the focus where it was when it has nothing to
 * lose there (on the page itself, or already on the board). On a phone the focus shows nothing, and
 * moving it costs every tap a style pass and four focus events before its chip is drawn
 * (docs/quality.md "Tap to paint"). Focus anywhere else moves as on any press, so what closes when
 * the focus leaves it (the app menu) still closes; a mouse or pen press always focuses its button.
 */
export function useTouchKeepsFocus(): {
  onPointerDown: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
} {
  // The mouse events a touch brings follow its pointer events, so the press they belong to is the
  // last one; each touch answers for one mouse down at most.
  const lastPressWasTouch = useRef(false);
  return useMemo(
    () => ({
      onPointerDown: (event: PointerEvent) => {
        lastPressWasTouch.current = event.pointerType === 'touch';
      },
      onPointerCancel: () => {
        lastPressWasTouch.current = false;
      },
      onMouseDown: (event: MouseEvent<HTMLElement>) => {
        const touch = lastPressWasTouch.current;
        lastPressWasTouch.current = false;
        const focused = event.currentTarget.ownerDocument.activeElement;
        const nothingToLose =
          focused === null ||
          focused === event.currentTarget.ownerDocument.body ||
          event.currentTarget.contains(focused);
        // The focus moves as the default action of the mouse down.
        if (touch && nothingToLose) event.preventDefault();
      },
    }),
    [],
  );
}
