import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@/app/router';
import type { AppStore } from '@/app/store';
import { ROUTES } from '@/lib/routes';
import { playLimitsKey } from '@/features/limits/limitsStorage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { COOLING_OFF_MS, DAY_MS, NO_LIMIT, requestLimit } from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';
import {
  EMPTY_RECORD,
  playLoaded,
  selectBettingStop,
  selectDepositRefusal,
  type PlayRecord,
} from '@/session/play/playSlice';

/*
 * The limits form (docs/responsible-play.md "Cooling-off"): saving asks only for the limits the member
 * changed, and a field left alone follows the stored setting.
 */

setupSimulator();

function load(store: AppStore, record: PlayRecord, unreadable = false) {
  const { id, sessionId } = userOf(store);
  act(() => {
    store.dispatch(playLoaded({ accountId: id, sessionId, signedInAt: Date.now(), record, unreadable }));
  });
}

/** A $5.00 stake limit whose raise to $50.00, asked an hour ago, waits for its 24 hours. */
const raising = () =>
  requestLimit(requestLimit(NO_LIMIT, 500, Date.now() - 2 * COOLING_OFF_MS), 5000, Date.now() - 3_600_000);

async function openLimits(record: PlayRecord) {
  const store = await signedInStore(DEMO_MEMBER);
  const user = userEvent.setup();
  renderWithProviders(<AppRoutes />, { store, route: ROUTES.playLimits, language: 'en' });
  await screen.findByLabelText('Stake limit per round (USD)');
  await waitFor(() => expect(store.getState().play.status).toBe('ready'));
  load(store, record);
  return { store, user };
}

describe('the limits form', () => {
  it('keeps a pending raise when the member changes another limit and saves', async () => {
    const stake = raising();
    const { store, user } = await openLimits({ ...EMPTY_RECORD, limits: { ...EMPTY_RECORD.limits, stake } });
    expect(screen.getByLabelText('Stake limit per round (USD)')).toHaveValue('5.00');
    await user.type(screen.getByLabelText('Loss limit per 24 hours (USD)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    const limits = store.getState().play.record.limits;
    expect(limits.stake).toEqual(stake);
    expect(limits.loss.value).toBe(2000);
    expect(screen.getByText(/Changes to \$50\.00 on/)).toBeInTheDocument();
  });

  it("follows another tab's change in a field left alone, and does not send the old value back", async () => {
    const { store, user } = await openLimits({
      ...EMPTY_RECORD,
      limits: { ...EMPTY_RECORD.limits, stake: requestLimit(NO_LIMIT, 500, Date.now() - 1) },
    });
    // Another tab lowers the stake limit to $3.00 while this form is open.
    const lowered = requestLimit(store.getState().play.record.limits.stake, 300, Date.now());
    load(store, { ...store.getState().play.record, limits: { ...EMPTY_RECORD.limits, stake: lowered } });
    expect(screen.getByLabelText('Stake limit per round (USD)')).toHaveValue('3.00');
    await user.type(screen.getByLabelText('Session time limit (minutes)'), '90');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    // The $5.00 the form opened with is not asked again (it would be a raise, waiting 24 hours).
    expect(store.getState().play.record.limits.stake).toEqual(lowered);
    expect(store.getState().play.record.limits.session.value).toBe(90);
  });

  it('a limit the member retypes is asked for: the value in force asked again drops the pending raise', async () => {
    const { store, user } = await openLimits({
      ...EMPTY_RECORD,
      limits: { ...EMPTY_RECORD.limits, stake: raising() },
    });
    const field = screen.getByLabelText('Stake limit per round (USD)');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(store.getState().play.record.limits.stake).toMatchObject({ value: 500, pending: null });
    expect(field).toHaveValue('5.00');
  });

  it('removes nothing at once when the member saves limits that could not be read: the break holds 24 hours, a removal waits', async () => {
    const { store, user } = await openLimits({
      ...EMPTY_RECORD,
      limits: { ...EMPTY_RECORD.limits, stake: requestLimit(NO_LIMIT, 500, Date.now() - 1) },
    });
    // Both stored copies are damaged; another tab's write wakes this one, which reads them again.
    const key = playLimitsKey(userOf(store).id);
    localStorage.setItem(key, 'kk1.garbage');
    localStorage.setItem(`${key}:copy`, 'kk1.garbage');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key })));
    expect(await screen.findByText(/could not be read/)).toBeInTheDocument();
    expect(selectDepositRefusal(store.getState(), 100, playNow(store.getState()))).toBe('limitsUnreadable');
    expect(screen.getByLabelText('Stake limit per round (USD)')).toHaveValue('');

    // Saved as it is, every field empty.
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    const state = store.getState();
    const now = playNow(state);
    expect(state.play.status).toBe('ready');
    expect(selectBettingStop(state, now)).toBe('onBreak');
    // It ends 24 hours after the save.
    expect(state.play.record.breakUntil).toBeLessThanOrEqual(now + COOLING_OFF_MS);
    expect(state.play.record.breakUntil).toBeGreaterThan(now + COOLING_OFF_MS - 60_000);
    expect(state.play.record.limits.stake).toMatchObject({ value: 0, pending: { value: null } });
    // Deposits wait for the break, and the deposit limit that could not be read (0) as long.
    expect(selectDepositRefusal(state, 100, now)).toBe('onBreak');
    expect(
      selectDepositRefusal(
        { ...state, play: { ...state.play, record: { ...state.play.record, breakUntil: null } } },
        100,
        now,
      ),
    ).toBe('depositLimit');
    expect(selectDepositRefusal(state, 100, now + COOLING_OFF_MS)).toBeNull();
    expect(screen.getByTestId('break-until')).toBeInTheDocument();
    expect(screen.getAllByText(/Changes to no limit on/)).toHaveLength(4);
  });

  it('holds a limit that could not be read at once when the member sets it again', async () => {
    const { store, user } = await openLimits(EMPTY_RECORD);
    load(
      store,
      {
        ...EMPTY_RECORD,
        limits: { ...EMPTY_RECORD.limits, loss: { value: 0, pending: null, changedAt: 0 } },
      },
      true,
    );
    await user.type(screen.getByLabelText('Loss limit per 24 hours (USD)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(store.getState().play.record.limits.loss).toMatchObject({ value: 2000, pending: null });
  });

  it("times a break taken on a device a day behind on the server's clock, the table not yet opened", async () => {
    // The simulator keeps the real time; this device's clock is a day behind from before the sign-in.
    const realNow = Date.now.bind(Date);
    const deviceNow = jest.spyOn(Date, 'now').mockImplementation(() => realNow() - DAY_MS);
    try {
      const { store, user } = await openLimits(EMPTY_RECORD);
      await user.click(screen.getByLabelText('24 hours'));
      await user.click(screen.getByRole('button', { name: 'Take a break…' }));
      await user.click(screen.getByRole('button', { name: 'Yes, take a break' }));
      const { breakUntil, session } = store.getState().play.record;
      // A day from the server's now, not from the device's (which would end it as it starts).
      expect(breakUntil).toBeGreaterThan(realNow() + DAY_MS - 60_000);
      expect(breakUntil).toBeLessThanOrEqual(realNow() + DAY_MS);
      // The session's start, timed by the device at sign-in, is on the server's clock too.
      expect(session?.startedAt).toBeGreaterThan(realNow() - 60_000);
      expect(session?.onServerClock).toBe(true);
    } finally {
      deviceNow.mockRestore();
    }
  });
});
