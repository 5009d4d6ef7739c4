import { useTranslation } from 'react-i18next';
import { pageCount } from '@/api/schemas';
import './Pager.css';

interface PagerProps {
  /** 1-based page shown to the person, whatever the call's own page numbering. */
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Previous / next paging with "page n of m"; a list's own numbering is the caller's business. */
export function Pager({ page, total, limit, onPage, disabled = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
      >
        {t('pager.previous')}
      </button>
      <span className="pager__where" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= pages}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
