import { fireEvent, screen } from '@testing-library/react';
import { openTable, renderTable } from '@/testing/gameTable';
import { setupSimulator } from '@/testing/simulator';

/*
 * The rules dialog opens at its top (docs/game.md "Accessibility"): the heading takes the focus, not
 * Close, the dialog's last element, which the browser would scroll down to (on a phone the title and
 * the paytable were out of view). Closing gives the focus back to the Rules button.
 */

const harness = setupSimulator();

const TABBABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * jsdom has no showModal(): this does what the browser does with it — open, note the focused
 * element, focus the first control in the dialog (Close: the bug) — and on close() or Escape, close
 * and focus the noted element again.
 */
function emulateModalDialogs(): () => void {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const before = { showModal: prototype.showModal, close: prototype.close };
  const opener = new WeakMap<HTMLDialogElement, Element | null>();
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    opener.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(TABBABLE)?.focus();
  };
  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const element = opener.get(this);
    if (element instanceof HTMLElement) element.focus();
    this.dispatchEvent(new Event('close'));
  };
  const onKey = (event: KeyboardEvent) => {
    const dialog = (event.target as Element | null)?.closest?.('dialog[open]');
    if (event.key === 'Escape' && dialog instanceof HTMLDialogElement) dialog.close();
  };
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('keydown', onKey);
    if (before.showModal) prototype.showModal = before.showModal;
    else delete prototype.showModal;
    if (before.close) prototype.close = before.close;
    else delete prototype.close;
  };
}

async function openRules() {
  await renderTable(await openTable(harness.sim));
  const rulesButton = screen.getByRole('button', { name: 'Rules' });
  rulesButton.focus();
  fireEvent.click(rulesButton);
  const dialog = screen.getByRole('dialog', { name: 'Rules and payouts' });
  return { rulesButton, dialog };
}

describe('the rules dialog', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('opens with the focus on its heading, not on Close (showModal)', async () => {
    restore = emulateModalDialogs();
    const { dialog } = await openRules();
    expect(dialog).toHaveAttribute('open');
    const heading = screen.getByRole('heading', { level: 2, name: 'Rules and payouts' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
    expect(dialog.scrollTop).toBe(0);
  });

  it('closes on Close and on Escape, and gives the focus back to the Rules button', async () => {
    restore = emulateModalDialogs();
    const { rulesButton, dialog } = await openRules();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(rulesButton).toHaveFocus();

    fireEvent.click(rulesButton);
    expect(screen.getByRole('heading', { level: 2, name: 'Rules and payouts' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialog).not.toHaveAttribute('open');
    expect(rulesButton).toHaveFocus();
  });

  it('gives the focus back to Rules where a click does not focus it (Safari)', async () => {
    restore = emulateModalDialogs();
    await renderTable(await openTable(harness.sim));
    const rulesButton = screen.getByRole('button', { name: 'Rules' });
    fireEvent.click(rulesButton); // fireEvent does not focus the button, as Safari's click does not
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(rulesButton).toHaveFocus();

    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(rulesButton);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(rulesButton).toHaveFocus();

    // Another button had the focus (reached by Tab) when Rules was clicked: Rules gets it back all the same.
    screen.getByRole('button', { name: /^Tiger, stake/ }).focus();
    fireEvent.click(rulesButton);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(rulesButton).toHaveFocus();
  });

  it('renders its content on the first opening, not with the table, and keeps it once closed', async () => {
    restore = emulateModalDialogs();
    await renderTable(await openTable(harness.sim));
    const dialog = document.querySelector('dialog.rules');
    expect(dialog).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeEmptyDOMElement();
  });

  it('does the same in a browser without showModal()', async () => {
    expect(typeof HTMLDialogElement.prototype.showModal).not.toBe('function');
    const { rulesButton, dialog } = await openRules();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Rules and payouts' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(rulesButton).toHaveFocus();
  });
});
