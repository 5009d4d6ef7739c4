import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEPOSIT_CREATE_PATH } from '@/api/paths';
import { AppRoutes } from '@/app/router';
import type { AppStore } from '@/app/store';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { DAY_MS, depositsInWindow, NO_LIMIT, requestLimit } from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';
import {
  depositAsked,
  EMPTY_RECORD,
  playLoaded,
  selectDepositRefusal,
  type PlayRecord,
} from '@/session/play/playSlice';

/*
 * The member's own deposit limit on the deposit form (docs/responsible-play.md): asked before the
 * confirmation and again at Send, and a deposit counted from before it is sent.
 */

const harness = setupSimulator();
const sent = () => harness.requests.filter((request) => request.path === DEPOSIT_CREATE_PATH);

/** The member's play record, as the limits feature loads it from the browser. */
function loadRecord(store: AppStore, record: PlayRecord, unreadable = false) {
  const { id, sessionId } = userOf(store);
  act(() => {
    store.dispatch(playLoaded({ accountId: id, sessionId, signedInAt: Date.now(), record, unreadable }));
  });
}

/** The deposit screen of the demo member (USD, scale 2), with a deposit limit of $100 per 24 hours. */
async function openDeposit() {
  const store = await signedInStore(DEMO_MEMBER);
  const user = userEvent.setup();
  renderWithProviders(<AppRoutes />, { store, route: '/deposit', language: 'en' });
  const amount = await screen.findByLabelText('Amount (USD $)');
  await waitFor(() => expect(store.getState().play.status).toBe('ready'));
  loadRecord(store, {
    ...EMPTY_RECORD,
    limits: { ...EMPTY_RECORD.limits, deposit: requestLimit(NO_LIMIT, 10_000, Date.now()) },
  });
  return { store, user, amount };
}

const counted = (store: AppStore) =>
  depositsInWindow(store.getState().play.record.deposits, playNow(store.getState()));

async function confirmDeposit(user: ReturnType<typeof userEvent.setup>, amount: HTMLElement, text: string) {
  await user.type(amount, text);
  await user.click(screen.getByRole('button', { name: 'Request deposit' }));
  return screen.findByRole('button', { name: 'Send request' });
}

describe('the deposit limit on the deposit form', () => {
  it('refuses at Send a deposit that another tab has taken past the limit since the confirmation, sending nothing', async () => {
    const { store, user, amount } = await openDeposit();
    const send = await confirmDeposit(user, amount, '60');
    // Another tab deposits $50 while this confirmation is on screen (its record comes through storage).
    act(() => {
      store.dispatch(
        depositAsked({ accountId: userOf(store).id, amount: 5000, at: playNow(store.getState()) }),
      );
    });
    await user.click(send);
    expect(
      await screen.findByText(
        'This deposit would pass your deposit limit of $100.00 per 24 hours (deposited in the last 24 hours: $50.00).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD $)')).toHaveFocus();
    expect(sent()).toHaveLength(0);
    expect(counted(store)).toBe(5000);
  });

  it('counts a deposit from before it is sent, and keeps it when no answer comes', async () => {
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    harness.server.use(
      http.post(`*${DEPOSIT_CREATE_PATH}`, async () => {
        await failed;
        return HttpResponse.error();
      }),
    );
    const { store, user, amount } = await openDeposit();
    await user.click(await confirmDeposit(user, amount, '60'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(counted(store)).toBe(6000);
    fail();
    await screen.findByText(/could not be confirmed/);
    expect(counted(store)).toBe(6000);
  });

  it('stops counting a deposit the server refused', async () => {
    harness.server.use(
      http.post(`*${DEPOSIT_CREATE_PATH}`, () =>
        HttpResponse.json(
          { code: '400', message: 'Invalid amount', reason: 'VALIDATION_ERROR', data: null },
          { status: 400 },
        ),
      ),
    );
    const { store, user, amount } = await openDeposit();
    await user.click(await confirmDeposit(user, amount, '60'));
    await screen.findByText(/Deposit request failed/);
    expect(counted(store)).toBe(0);
    // The refusal is kept with the deposit, so the copy written before it does not bring it back.
    expect(store.getState().play.record.deposits).toEqual([expect.objectContaining({ refused: true })]);
  });

  it('refuses deposits during a break, until it ends', async () => {
    const { store, user, amount } = await openDeposit();
    loadRecord(store, { ...EMPTY_RECORD, breakUntil: playNow(store.getState()) + DAY_MS });
    await user.type(amount, '1');
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(
      await screen.findByText(/^You are taking a break until .+: deposits are off until then\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    expect(selectDepositRefusal(store.getState(), 100, playNow(store.getState()) + 2 * DAY_MS)).toBeNull();
  });

  it('refuses every deposit while the stored play limits cannot be read', async () => {
    const { store, user, amount } = await openDeposit();
    loadRecord(store, EMPTY_RECORD, true);
    await user.type(amount, '1');
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(
      await screen.findByText(
        'Your play limits on this device could not be read: deposits are paused until you set them again in Play limits.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });
});
