import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The notice line and the submission line, one under the other below the controls. While either asks
 * for attention (a refused move, bets not placed, bets not confirmed) the two stick to the bottom of
 * the screen together (GamePage.css): on a phone their place is below the fold, and a refusal out of
 * sight would seem to be nothing at all.
 */
export function StatusDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  usePublishedHeight(dock);
  return (
    <div ref={dock} className="game__dock" data-testid="status-dock">
      {children}
    </div>
  );
}

/**
 * With large text a stuck dock is several lines tall, and a control the keyboard moves to could scroll
 * in under it (WCAG 2.4.11). Its height is the page's scroll-padding-bottom while it sticks, set on the
 * root here rather than by an `html:has()` rule, which every change to the table would make the browser
 * check again. Whether it sticks is the style sheet's to say; it can change with the lines' words or
 * attributes and not their height, so a change inside the dock is watched as well as its size.
 */
function usePublishedHeight(dock: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    let published = '';
    const publish = () => {
      const padding =
        getComputedStyle(element).position === 'sticky' ? `calc(${element.offsetHeight}px + 1rem)` : '';
      if (padding === published) return;
      published = padding;
      if (padding) root.style.setProperty('scroll-padding-bottom', padding);
      else root.style.removeProperty('scroll-padding-bottom');
    };
    const resized = new ResizeObserver(publish);
    const changed = new MutationObserver(publish);
    resized.observe(element);
    changed.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [dock]);
}
