import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, loginOn, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const path = getConfig().endpoints.getAccountById;

async function openAccount(
  credentials: { phoneNumber: string; password: string } = DEMO_MEMBER,
  language: 'en' | 'kh' = 'en',
) {
  const store = await signedInStore(credentials);
  harness.requests.length = 0;
  renderWithProviders(<AppRoutes />, { store, route: '/account', language });
  return store;
}

const fact = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling;

describe('Account', () => {
  it('asks get account by id with loginId, deviceId (the session id) and accountId', async () => {
    const store = await openAccount();
    await screen.findByRole('region', { name: 'Account details' });
    expect(harness.requests.filter((request) => request.path === path).map((r) => r.body)).toEqual([
      { loginId: '010000001', deviceId: userOf(store).sessionId, accountId: 1001 },
    ]);
  });

  it('shows login id, level, currency and the balance in the currency format', async () => {
    await openAccount();
    const details = await screen.findByRole('region', { name: 'Account details' });
    expect(fact(details, 'Login ID')).toHaveTextContent('010000001');
    expect(fact(details, 'Level')).toHaveTextContent('Member');
    expect(fact(details, 'Currency')).toHaveTextContent('USD ($)');
    expect(fact(details, 'Balance')).toHaveTextContent('$1,000.00');
    expect(fact(details, 'Status')).toHaveTextContent('Active');
  });

  it('groups a currency without decimals by thousands, in Khmer', async () => {
    await openAccount({ phoneNumber: '010000002', password: 'demo1234' }, 'kh');
    const details = await screen.findByRole('region', { name: 'ព័ត៌មានគណនី' });
    expect(fact(details, 'សមតុល្យ')).toHaveTextContent('៛4,000,000');
    expect(fact(details, 'កម្រិត')).toHaveTextContent('សមាជិក');
  });

  it('shows an error with a retry for a partial answer', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    harness.server.use(
      http.post(`*${path}`, () => HttpResponse.json({ code: '200', message: 'OK', data: { id: 1001 } })),
    );
    await openAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the app cannot read.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  // Another tab signs in as someone else and this one follows while the screen is open.
  it("never shows the previous account's balance under the account signed in after it", async () => {
    const store = await openAccount();
    const details = await screen.findByRole('region', { name: 'Account details' });
    expect(fact(details, 'Balance')).toHaveTextContent('$1,000.00');
    harness.sim.control.setScenario({ latencyMs: 300 });
    await act(() => loginOn(store, { phoneNumber: '010000002', password: 'demo1234' }));
    expect(screen.getByText('010000002', { selector: '.session-layout__who' })).toBeInTheDocument();
    expect(screen.queryByText('$1,000.00')).not.toBeInTheDocument();
    expect(screen.queryByText('010000001')).not.toBeInTheDocument();
    const next = await screen.findByRole('region', { name: 'Account details' });
    expect(fact(next, 'Balance')).toHaveTextContent('៛4,000,000');
    expect(fact(next, 'Login ID')).toHaveTextContent('010000002');
  });

  const backOnline = () => act(() => window.dispatchEvent(new Event('online')));

  it('reads the account again when the browser is back online, saying the balance shown is updating', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    harness.sim.control.setScenario({ dropConnection: true });
    renderWithProviders(<AppRoutes />, { store, route: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');

    // Back online: no press on Try again is needed.
    harness.sim.control.setScenario({ dropConnection: false });
    backOnline();
    const details = await screen.findByRole('region', { name: 'Account details' });
    expect(fact(details, 'Balance')).toHaveTextContent('$1,000.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Read again while shown: the balance on screen is said to be updating until the answer lands.
    harness.sim.control.setScenario({ latencyMs: 300 });
    backOnline();
    expect(await screen.findByText('Updating…')).toHaveAttribute('role', 'status');
    expect(fact(details, 'Balance')).toHaveTextContent('$1,000.00');
    await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument());
  });

  // The failure replaces the details, and with them the link that had the focus (WCAG 2.4.3).
  it('keeps the keyboard focus on the screen when a read fails and when Try again succeeds', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openAccount();
    await screen.findByRole('region', { name: 'Account details' });
    screen.getByRole('link', { name: 'Deposit' }).focus();

    harness.sim.control.setScenario({ dropConnection: true });
    backOnline();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('$1,000.00')).not.toBeInTheDocument();
    await waitFor(() => expect(retry).toHaveFocus());

    harness.sim.control.setScenario({ dropConnection: false, latencyMs: 300 });
    await user.click(retry);
    const busy = screen.getByRole('button', { name: 'Trying again…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await screen.findByRole('region', { name: 'Account details' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(harness.requests.filter((request) => request.path === path)).toHaveLength(3);
  });

  it('shows an error when the connection drops', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    harness.sim.control.setScenario({ dropConnection: true });
    renderWithProviders(<AppRoutes />, { store, route: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');
  });
});
