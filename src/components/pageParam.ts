import { useSearchParams, type Location } from 'react-router';

/** The history state of a page turn: the screen is the same, so its title does not take the focus. */
const PAGE_TURN = { pageTurn: true } as const;

/** Whether a location was reached by turning a list's page (screenHeading leaves the focus alone). */
export function isPageTurn(state: Location['state']): boolean {
  return typeof state === 'object' && state !== null && (state as { pageTurn?: unknown }).pageTurn === true;
}

/**
 * The largest page number the server takes (docs/api.md, Paging). A larger one would be refused, and
 * Try again would only send the same refused request again: it is asked as this one, past the last
 * page of any list, which the pager then turns into the last.
 */
export const MAX_PAGE = 1_000_000;

/** `?page=` as typed or linked: a positive whole number (at most MAX_PAGE), else the first page. */
function pageFrom(value: string | null): number {
  if (value === null || !/^[1-9]\d*$/.test(value)) return 1;
  return Math.min(Number(value), MAX_PAGE);
}

/**
 * A list's page number (1-based), kept in the address as `?page=n` (none on page 1): a reload, Back and
 * Forward keep the agent's place in a long list. Each turn is a history entry of its own; `replace`
 * corrects the address without one (a page past the last).
 */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      },
      { replace: options.replace ?? false, state: PAGE_TURN },
    );
  return [pageFrom(params.get('page')), setPage];
}
