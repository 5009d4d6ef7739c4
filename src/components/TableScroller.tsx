import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Holds a table that scrolls sideways inside its card rather than widening a 360 px page. While the
 * table is wider than its card, the scroller is a named region in the tab order, so a keyboard can
 * reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable). While
 * it fits, it is a plain box: no tab stop for every round on My bets.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    // No layout, no scrolling (jsdom); every browser the app supports has ResizeObserver.
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    // Called once on observing, then whenever the card or the table changes width (a phone turned,
    // rows arriving, the Khmer face loading).
    const observer = new ResizeObserver(() => setScrolls(scroller.scrollWidth > scroller.clientWidth));
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="table-wrap"
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
