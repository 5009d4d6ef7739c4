import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenHeading } from '@/components/screenHeading';
import '@/components/Screen.css';

/**
 * In the session frame, instead of a screen that could not be shown (most often its download failed
 * on a lost connection): the header, the menu and Log out stay, and Try again — or the connection
 * coming back, or another screen — shows it again (ErrorBoundary in SignedInFrame). A browser may
 * keep a failed download for the life of the page (whatwg/html#6768), so once a try has failed again
 * a Reload is offered too: everything the member had is stored and comes back (docs/storage.md).
 */
export function ScreenLoadFailure({ retry, failures }: { retry: () => void; failures: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useScreenHeading(t('error.title'));
  return (
    <main className="screen" aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} className="screen__title" tabIndex={-1}>
        {t('error.title')}
      </h1>
      <div className="status-line status-line--error" role="alert">
        <p>{t('nav.screenFailed')}</p>
        <button type="button" className="button button--quiet" onClick={retry}>
          {t('apiError.retry')}
        </button>
        {failures > 1 && (
          <button type="button" className="button button--quiet" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        )}
      </div>
    </main>
  );
}
