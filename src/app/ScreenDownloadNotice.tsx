import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { screenDownloadUnderWay, subscribeToScreenDownloads } from '@/app/screenDownloads';
import { SLOW_START_MS } from '@/app/slowStart';
import { SlowLoading } from '@/app/SlowLoading';
import { useTakingLong } from '@/lib/schedule/useTakingLong';
import './ScreenDownloadNotice.css';

/** How long the member waits for a screen before the frame says so: a quick download shows nothing. */
export const SHOW_AFTER_MS = 1000;
/** While a download is under way, how often the frame looks whether the page is waiting for it. */
export const CHECK_EVERY_MS = 250;

/**
 * Is the page waiting for a screen's code? A navigation is a React transition: the router has put
 * the new URL in the address bar, and the screen shown (the committed location) stays until the new
 * one's code is in. A download under way alone does not say it: the member may have gone back to a
 * screen that was loaded, leaving a download that never ends behind. The address bar changes without
 * an event, so it is looked at while a download is under way.
 */
function useWaitingForScreen(): boolean {
  const shown = useLocation().pathname;
  const underWay = useSyncExternalStore(subscribeToScreenDownloads, screenDownloadUnderWay, () => false);
  const [, look] = useState(0);
  useEffect(() => {
    if (!underWay) return undefined;
    const timer = setInterval(() => look((times) => times + 1), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [underWay]);
  return underWay && window.location.pathname !== shown;
}

/**
 * Going to another screen inside the signed-in frame left the screen the member was leaving on
 * display, with nothing to say that the next was coming: on a slow connection a tap on the menu
 * seemed to do nothing, for ever if the screen's code never came. The frame now says that a screen is
 * loading, and after a while what the loading screens say: that the connection may be slow or down,
 * with a reload. It floats over the bottom of the screen rather than push it down under a finger.
 */
export function ScreenDownloadNotice() {
  const { t } = useTranslation();
  const waiting = useWaitingForScreen();
  const shown = useTakingLong(waiting, SHOW_AFTER_MS);
  const slow = useTakingLong(waiting, SLOW_START_MS);
  if (!waiting) return null;
  // The live region comes with the wait, empty until it speaks: one added with its words is not read
  // out.
  return (
    <div role="status" className="screen-download">
      {shown && (
        <>
          <span className="screen-download__line">
            <span className="spinner-screen__ring screen-download__ring" aria-hidden="true" />
            {t('common.loading')}
          </span>
          {slow && <SlowLoading />}
        </>
      )}
    </div>
  );
}
