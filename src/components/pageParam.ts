import { useSearchParams, type Location } from 'react-router';

/** The history state of a page turn: the screen is the same, so its title does not take the focus. */
const PAGE_TURN = { pageTurn: true } as const;

/** Whether a location was reached by turning a list's page (screenHeading leaves the focus alone). */
export function isPageTurn(state: Location['state']): boolean {
  return typeof state === 'object' && state !== null && (state as { pageTurn?: unknown }).pageTurn === true;
}

/** `?page=` as typed or linked: a positive whole number, else the first page. */
function pageFrom(value: string | null): number {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
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
