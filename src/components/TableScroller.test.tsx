import { act, render, screen } from '@testing-library/react';
import { TableScroller } from '@/components/TableScroller';

/*
 * jsdom has neither layout nor ResizeObserver: the widths are set by hand and the observer is a
 * stand-in that reports when told to. The real thing runs in e2e/screens.spec.ts (axe at 360 px).
 */
const observers: FakeResizeObserver[] = [];
class FakeResizeObserver {
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  report() {
    this.callback();
  }
}

function setWidths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

function renderScroller() {
  const view = render(
    <TableScroller label="Win report">
      <table>
        <tbody>
          <tr>
            <td>010000031</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );
  const scroller = view.container.firstElementChild as HTMLElement;
  return { ...view, scroller };
}

describe('TableScroller', () => {
  beforeEach(() => {
    observers.length = 0;
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('watches the card and the table, and stays a plain box while the table fits', () => {
    const { scroller } = renderScroller();
    setWidths(scroller, 300, 300);
    act(() => observers[0]?.report());
    expect(observers[0]?.observed).toEqual([scroller, scroller.querySelector('table')]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(scroller).not.toHaveAttribute('tabindex');
  });

  it('is a named region in the tab order while the table is wider, and a plain box again once it fits', () => {
    const { scroller } = renderScroller();
    setWidths(scroller, 480, 300);
    act(() => observers[0]?.report());
    expect(screen.getByRole('region', { name: 'Win report' })).toBe(scroller);
    expect(scroller).toHaveAttribute('tabindex', '0');

    setWidths(scroller, 300, 300);
    act(() => observers[0]?.report());
    expect(screen.queryByRole('region')).toBeNull();
    expect(scroller).not.toHaveAttribute('tabindex');
  });

  it('stops watching when it leaves the screen', () => {
    const { unmount } = renderScroller();
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('renders the table without an observer (no layout to watch)', () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    const { scroller } = renderScroller();
    expect(scroller).toHaveClass('table-wrap');
    expect(screen.getByRole('cell', { name: '010000031' })).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
