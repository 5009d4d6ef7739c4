import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '@/app/router';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { sessionUser } from '@/testing/sessionUser';

const harness = setupSimulator();

// A level the app does not know (the server could add one); never a real session.
const unknownLevel = sessionUser({
  accessToken: 'at_test',
  levelName: 'Boss',
  subLevelId: null,
  loginId: '010000999',
  id: 999,
  sessionId: 'session',
});
const AGENT_PATHS = ['/sub-accounts', '/sub-accounts/new', '/sub-accounts/1031', '/win-report', '/accounts'];

describe('agent-only screens', () => {
  it.each(AGENT_PATHS)('send a Member who opens %s back to the game, with a notice', async (route) => {
    const store = await signedInStore(DEMO_MEMBER);
    harness.requests.length = 0;
    renderWithProviders(<AppRoutes />, { route, store });
    expect(
      await screen.findByText('That screen is for agents only. You are back at the game.'),
    ).toBeInTheDocument();
    // The notice and the redirect come from one render; the location shows it a render later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/kla-klouk-game$/));
    const agentCalls = harness.requests.filter((request) =>
      /subAccountList|accounts\/list|accounts\/create|report\/win/.test(request.path),
    );
    expect(agentCalls).toEqual([]);
  });

  it('treat an unknown level like a Member', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/sub-accounts',
      preloadedState: { auth: { user: unknownLevel, refreshToken: 'rt_test', expired: false } },
    });
    expect(
      await screen.findByText('That screen is for agents only. You are back at the game.'),
    ).toBeInTheDocument();
  });

  it('show the notice in Khmer', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    renderWithProviders(<AppRoutes />, { route: '/win-report', language: 'kh', store });
    expect(
      await screen.findByText('អេក្រង់នោះសម្រាប់តែភ្នាក់ងារប៉ុណ្ណោះ។ អ្នកបានត្រឡប់មកហ្គេមវិញហើយ។'),
    ).toBeInTheDocument();
  });

  it.each([
    ['Company', '010000000'],
    ['Master', '010000005'],
    ['Agent', '010000003'],
  ])('open for %s', async (_level, phoneNumber) => {
    const store = await signedInStore({ phoneNumber, password: 'demo1234' });
    renderWithProviders(<AppRoutes />, { route: '/sub-accounts', store });
    expect(await screen.findByRole('heading', { name: 'Sub-accounts', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sub-accounts');
  });
});
