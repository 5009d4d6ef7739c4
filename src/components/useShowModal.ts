import { useEffect, type RefObject } from 'react';

/**
 * Shows `dialog` as a modal while `open` and moves the focus to the element `focus` selects in it;
 * when `open` turns false it closes the dialog and gives the focus back to `returnTo` when given,
 * else to where it was (which may be the page itself: Safari, and Firefox on macOS, do not focus a
 * button on a click). Where showModal is missing (jsdom) the `open` attribute stands in.
 */
export function useShowModal(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  focus: string,
  returnTo?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    const before = returnTo?.current ?? document.activeElement;
    showModal(element);
    element.querySelector<HTMLElement>(focus)?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      else element.removeAttribute('open');
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [dialog, open, focus, returnTo]);
}

/** Shows `element` as a modal dialog, again if the browser closed it. */
export function showModal(element: HTMLDialogElement): void {
  if (typeof element.showModal === 'function') {
    if (!element.open) element.showModal();
  } else element.setAttribute('open', '');
}
