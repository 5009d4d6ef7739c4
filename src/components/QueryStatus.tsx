import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errorMessage';

interface QueryStatusProps {
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
}

/**
 * Loading and failure of a screen's query, announced to screen readers. A failed or malformed answer
 * shows a translated message and a retry button instead of the data — never a crash.
 */
export function QueryStatus({ isLoading, error, onRetry }: QueryStatusProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="status-line status-line--error" role="alert">
        <p>{t(errorMessageKey(error))}</p>
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {t('apiError.retry')}
        </button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <p className="status-line" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return null;
}
