import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@/api/schemas';
import { formatNumber } from '@/lib/format/money';
import './Pager.css';

interface PagerProps {
  /** 1-based page asked for, whatever the call's own page numbering. */
  page: number;
  total: number;
  limit: number;
  /** `replace`: a correction of the address (a page past the last), not a turn of the member's. */
  onPage: (page: number, options?: { replace?: boolean }) => void;
  /** The list is being read (another page, or the same again): the rows on screen are the last read. */
  loading?: boolean;
}

/**
 * Previous / next paging with "page n of m", both grouped by thousands (spec §9); a list's own
 * numbering is the caller's business. An unavailable button is aria-disabled, not disabled: both are
 * unavailable while a page loads, and a button disabled under the keyboard focus would drop that focus
 * to the page. While the page asked for loads, "page n" stays the page of the rows on screen (the
 * screen says it is updating), so it never names rows that are not there; it turns, and is announced,
 * when they arrive. A page past the last (an old link, a list that shrank) goes to the last.
 */
export function Pager({ page, total, limit, onPage, loading = false }: PagerProps) {
  const { t } = useTranslation();
  const [lastRead, setLastRead] = useState(page);
  if (!loading && lastRead !== page) setLastRead(page);
  const pages = pageCount(total, limit);
  // Past the last page the rows are none, and "page 9 of 2" would be read out until the correction.
  const shown = Math.min(loading ? lastRead : page, pages);
  const previous = loading || page <= 1 ? undefined : page - 1;
  const next = loading || page >= pages ? undefined : page + 1;
  useEffect(() => {
    if (!loading && page > pages) onPage(pages, { replace: true });
  }, [loading, page, pages, onPage]);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => previous !== undefined && onPage(previous)}
        aria-disabled={previous === undefined}
      >
        {t('pager.previous')}
      </button>
      <span className="pager__where" aria-live="polite">
        {t('pager.pageOf', { page: formatNumber(shown), pages: formatNumber(pages) })}
      </span>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => next !== undefined && onPage(next)}
        aria-disabled={next === undefined}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
