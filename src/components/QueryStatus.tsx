import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errorMessage';

/** What QueryStatus reads of a query hook's result (or of several, combined). */
export interface ScreenQueryState {
  isLoading: boolean;
  /** Asking again for what is shown (a revisit, another page, Try again). */
  isFetching?: boolean;
  error?: FetchBaseQueryError | SerializedError | undefined;
  /** Try again. */
  refetch: () => unknown;
}

/** The keyboard focus went with an element the last render removed. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Loading and failure of a screen's query, announced to screen readers. A failed or malformed answer
 * shows a translated message and a retry button instead of the data — never a crash. Figures shown
 * while they are asked for again are said to be updating, so an old balance is not taken for the
 * current one.
 *
 * The failure replaces the data, and with it the control that had the focus (Next of a list): the
 * focus goes to Try again, not to the page (WCAG 2.4.3). When Try again succeeds and goes, the focus
 * goes to the screen's title. While a try is on its way the button says so and takes no second press.
 */
export function QueryStatus({ query }: { query: ScreenQueryState }) {
  const { isLoading, isFetching = false, error } = query;
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const failed = error !== undefined;
  const hadFailed = useRef(failed);

  useEffect(() => {
    if (failed && focusLost()) retry.current?.focus();
    else if (!failed && hadFailed.current && focusLost()) {
      anchor.current?.closest('main')?.querySelector<HTMLElement>('h1[tabindex]')?.focus();
    }
    hadFailed.current = failed;
  }, [failed]);

  let shown = null;
  if (error) {
    shown = (
      <div className="status-line status-line--error" role="alert">
        <p>{t(errorMessageKey(error))}</p>
        <button
          ref={retry}
          type="button"
          className="button button--quiet"
          aria-disabled={isFetching}
          onClick={() => !isFetching && void query.refetch()}
        >
          {isFetching ? t('apiError.retrying') : t('apiError.retry')}
        </button>
      </div>
    );
  } else if (isLoading || isFetching) {
    shown = (
      <p className="status-line" role="status">
        {t(isLoading ? 'common.loading' : 'common.updating')}
      </p>
    );
  }
  return (
    <div ref={anchor} className="query-status">
      {shown}
    </div>
  );
}
