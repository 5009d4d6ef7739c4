import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPageTurn } from '@/components/pageParam';

/**
 * The location key of the screen last on view, or null before the page's first screen. One per route
 * tree (ScreenFocusProvider), not a module variable, so each render of the app starts afresh.
 */
const ShownScreenContext = createContext<RefObject<string | null> | null>(null);

/** Around the routes: where the screens' headings learn whether they came by a navigation. */
export function ScreenFocusProvider({ children }: { children: ReactNode }) {
  const shownKeyRef = useRef<string | null>(null);
  return <ShownScreenContext.Provider value={shownKeyRef}>{children}</ShownScreenContext.Provider>;
}

/**
 * Around each route's screen, inside its gates (a redirect or a spinner is no screen): records the
 * location it is on view at. Its effect runs after the screen's own, so a heading compares the
 * location it opened at with the one the screen before it was on.
 */
export function ShownScreen({ children }: { children: ReactNode }) {
  const shownKeyRef = useContext(ShownScreenContext);
  const { key } = useLocation();
  useEffect(() => {
    if (shownKeyRef) shownKeyRef.current = key;
  }, [shownKeyRef, key]);
  return children;
}

/**
 * A screen's `<h1>` (WCAG 2.4.2, 2.4.3): the document title reads "<title> – Kla Klouk" in the current
 * language (the app's name alone without a title), and after a client-side navigation the heading
 * takes the focus, so a screen reader announces the new screen. Not on the page's first screen: there
 * the browser's own start is left alone. Give the returned ref to an `<h1 tabIndex={-1}>`.
 */
export function useScreenHeading(title?: string): RefObject<HTMLHeadingElement | null> {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKeyRef = useContext(ShownScreenContext);
  const { key, state } = useLocation();
  const app = t('game.title');
  const documentTitle =
    title === undefined || title === app ? app : t('common.documentTitle', { screen: title, app });

  useEffect(() => {
    document.title = documentTitle;
    // A screen without a title of its own comes next: the app's name, not this screen's title.
    return () => {
      document.title = app;
    };
  }, [documentTitle, app]);

  // A list's page turn (components/pageParam.ts) is a new location on the same screen: the focus stays
  // on the pager.
  useEffect(() => {
    const previous = shownKeyRef?.current ?? null;
    if (previous !== null && previous !== key && !isPageTurn(state)) heading.current?.focus();
  }, [shownKeyRef, key, state]);

  return heading;
}
