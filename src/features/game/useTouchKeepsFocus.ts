import { useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * Handlers for the board: a touch on a symbol leaves the focus where it was. On a phone the focus
 * shows nothing, and moving it costs every tap a style pass and four focus events before its chip is
 * drawn (docs/quality.md "Tap to paint"). A mouse or pen press still focuses the button it presses, and
 * the keyboard and screen readers (which click without a press) are untouched.
 */
export function useTouchKeepsFocus(): {
  onPointerDown: (event: PointerEvent) => void;
  onMouseDown: (event: MouseEvent) => void;
} {
  // The mouse events a touch brings follow its pointer events: the press they belong to is the last one.
  const touched = useRef(false);
  return useMemo(
    () => ({
      onPointerDown: (event: PointerEvent) => {
        touched.current = event.pointerType === 'touch';
      },
      onMouseDown: (event: MouseEvent) => {
        // The focus moves as the default action of the mouse down.
        if (touched.current) event.preventDefault();
      },
    }),
    [],
  );
}
