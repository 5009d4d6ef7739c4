import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@/api/schemas';
import { formatNumber } from '@/lib/format/money';
import './Pager.css';

interface PagerProps {
  /** 1-based page shown to the person, whatever the call's own page numbering. */
  page: number;
  total: number;
  limit: number;
  /** `replace`: a correction of the address (a page past the last), not a turn of the member's. */
  onPage: (page: number, options?: { replace?: boolean }) => void;
  disabled?: boolean;
}

/**
 * Previous / next paging with "page n of m", both grouped by thousands (spec §9); a list's own
 * numbering is the caller's business. An unavailable button is aria-disabled, not disabled: Next is
 * unavailable while the page it asked for loads, and a button disabled under the keyboard focus would
 * drop that focus to the page. A page past the last (an old link, a list that shrank) goes to the last.
 */
export function Pager({ page, total, limit, onPage, disabled = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  const previous = disabled || page <= 1 ? undefined : page - 1;
  const next = disabled || page >= pages ? undefined : page + 1;
  useEffect(() => {
    if (!disabled && page > pages) onPage(pages, { replace: true });
  }, [disabled, page, pages, onPage]);
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
        {t('pager.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
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
