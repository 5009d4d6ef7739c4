import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The notice line and the submission line, one under the other below the controls. While the
 * submission line asks for attention (bets not placed, not confirmed, still being sent) the two stick
 * to the bottom of the screen together, as they do for a notice after which the round takes no more
 * bets; a refusal after which the member can still confirm sticks alone, under Confirm (GamePage.css).
 * On a phone their place can be below the fold, and a refusal out of sight would seem to be nothing.
 */
export function StatusDock({
  children,
  keepClear,
}: {
  children: ReactNode;
  /** The control a stuck line must not cover (Confirm), as long as it can be used. */
  keepClear?: RefObject<HTMLElement | null>;
}) {
  const dock = useRef<HTMLDivElement>(null);
  usePublishedHeight(dock, keepClear);
  return (
    <div ref={dock} className="game__dock" data-testid="status-dock">
      {children}
    </div>
  );
}

/**
 * With large text a stuck dock or notice is several lines tall, and a control the keyboard moves to
 * could scroll in under it (WCAG 2.4.11). The stuck box's height is the page's scroll-padding-bottom,
 * set on the root here rather than by an `html:has()` rule, which every change to the table would make
 * the browser check again. What sticks is the style sheet's to say; it can change with the lines'
 * words or attributes and not their height, so a change inside the dock is watched as well as the
 * sizes of the dock and its lines.
 *
 * A line that sticks as Confirm is pressed ("Bets not placed") would cover the button the member
 * needs next on a 360×740 phone: once its height is the scroll padding, the page scrolls just enough
 * to show it above the line. Only while it can be used: at the close and the result the page's
 * scroll is the bowl's (DiceStage).
 */
function usePublishedHeight(
  dock: RefObject<HTMLElement | null>,
  keepClear: RefObject<HTMLElement | null> | undefined,
): void {
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const boxes = [element, ...Array.from(element.children)] as HTMLElement[];
    let published = '';
    const publish = () => {
      const stuck = boxes.find((box) => getComputedStyle(box).position === 'sticky');
      const padding = stuck ? `calc(${stuck.offsetHeight}px + 1rem)` : '';
      if (padding === published) return;
      published = padding;
      if (padding) root.style.setProperty('scroll-padding-bottom', padding);
      else root.style.removeProperty('scroll-padding-bottom');
      if (stuck && keepClear?.current) uncover(stuck, keepClear.current);
    };
    const resized = new ResizeObserver(publish);
    const changed = new MutationObserver(publish);
    for (const box of boxes) resized.observe(box);
    changed.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [dock, keepClear]);
}

/** Scrolls a usable control that the stuck box covers into view, above it. */
function uncover(stuck: HTMLElement, control: HTMLElement): void {
  if (control.getAttribute('aria-disabled') === 'true') return;
  const cover = stuck.getBoundingClientRect();
  const box = control.getBoundingClientRect();
  if (box.height > 0 && box.bottom > cover.top && box.top < cover.bottom) {
    control.scrollIntoView({ block: 'nearest' });
  }
}
