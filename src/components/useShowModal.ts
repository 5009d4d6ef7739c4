import { useEffect, type RefObject } from 'react';
import './ModalDialog.css';

/**
 * Shows `dialog` as a modal while `open` (an `open` attribute where showModal is missing, as in
 * jsdom) and moves the focus to the element `focus` selects in it.
 */
export function useShowModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, focus: string) {
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>(focus)?.focus();
  }, [dialog, open, focus]);
}
