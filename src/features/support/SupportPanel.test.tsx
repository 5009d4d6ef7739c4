import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import SupportPanel from '@/features/support/SupportPanel';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();

/** A real session on the simulator (its token call), held by a store as after a sign-in. */
async function signedIn() {
  const response = await fetch(`${getConfig().apiBaseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_MEMBER, deviceToken: { deviceToken: 'd1', imei: 'd1', sessionId: 'd1' } }),
  });
  const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  const user = {
    accessToken: data.accessToken,
    levelName: 'Member',
    subLevelId: 6,
    loginId: DEMO_MEMBER.phoneNumber,
    id: 1001,
    sessionId: 'd1',
    currency: 'USD',
    signedInAt: 1,
  };
  return makeStore({ auth: { user, refreshToken: data.refreshToken, expired: false } });
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByText('Support tools (simulator)'));
  return user;
}

describe('SupportPanel', () => {
  it('shows when the access token expires, and expires it on demand', async () => {
    const store = await signedIn();
    renderWithProviders(<SupportPanel />, { store });
    const user = await openPanel();

    expect(await screen.findByText('Access token expires')).toBeVisible();
    expect(await screen.findByText(/in 1[45] min \d+ s/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Expire the access token now' }));
    expect(await screen.findByText(/^Access token expired\./)).toHaveAttribute('role', 'status');
    expect(await screen.findByText('expired')).toBeVisible();
    const [session] = harness.sim.control.state().sessions;
    expect(session?.accessExpiresAt).toBeLessThanOrEqual(harness.sim.control.now());
  });

  it('switches the refresh, game, error and latency scenarios, and back to normal', async () => {
    const store = await signedIn();
    renderWithProviders(<SupportPanel />, { store });
    const user = await openPanel();
    const control = harness.sim.control;

    const failAll = await screen.findByRole('button', { name: /Fail every refresh/ });
    await waitFor(() => expect(failAll).toHaveAttribute('aria-pressed', 'false'));
    await user.click(failAll);
    await waitFor(() => expect(failAll).toHaveAttribute('aria-pressed', 'true'));
    expect(control.state().scenario.failAllRefresh).toBe(true);

    await user.click(screen.getByRole('button', { name: /Fail the next refresh/ }));
    await waitFor(() => expect(control.state().scenario.failNextRefresh).toBe(true));

    await user.click(screen.getByRole('button', { name: /Deactivate the game/ }));
    await waitFor(() =>
      expect(control.state().accounts.find((account) => account.id === 1001)?.gameStatus).toBe('INA'),
    );

    await user.click(screen.getByRole('button', { name: /Server errors/ }));
    await user.click(screen.getByRole('button', { name: /Latency 1.5 s/ }));
    await waitFor(() =>
      expect(control.state().scenario).toMatchObject({ serverError: true, latencyMs: 1500 }),
    );

    control.setScenario({ refreshFails5xx: true, always401Paths: ['/api/app/heartbeat'] });
    await user.click(screen.getByRole('button', { name: 'Back to normal' }));
    await waitFor(() =>
      expect(control.state().scenario).toMatchObject({
        serverError: false,
        latencyMs: 0,
        failAllRefresh: false,
        failNextRefresh: false,
        refreshFails5xx: false,
        always401Paths: [],
      }),
    );
    expect(await screen.findByText('Scenarios back to normal.')).toHaveAttribute('aria-live', 'polite');
  });

  it('signed out: says so, and the account scenarios are disabled', async () => {
    renderWithProviders(<SupportPanel />, { language: 'kh' });
    await userEvent.setup().click(screen.getByText('ឧបករណ៍គាំទ្រ (ម៉ាស៊ីនក្លែងធ្វើ)'));
    expect(screen.getByText('គ្មាននរណាម្នាក់ចូលគណនីក្នុងផ្ទាំងនេះទេ។')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ធ្វើឱ្យសញ្ញាសម្ងាត់ចូលប្រើផុតកំណត់ឥឡូវនេះ' })).toBeDisabled();
  });
});
