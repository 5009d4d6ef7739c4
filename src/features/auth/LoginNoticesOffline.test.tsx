import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@/app/router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * The session's code downloaded, the notices' own small chunk did not: the connection dropped between
 * the two. As a browser leaves it, every import of that chunk fails.
 */
jest.mock('@/features/auth/LoginSessionState', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/LoginSessionState.js',
  );
});

setupSimulator();

const CODE_MISSING =
  'Part of this page did not download, so signing in cannot start. Check your connection, then reload the page.';

/** The login screen under the app's own boundary, which showed the error screen for the failed chunk. */
function renderLogin() {
  // The boundaries log the failure, and React reports it caught: expected here.
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>,
    { route: '/login' },
  );
}

describe("login when the notices' code cannot be downloaded", () => {
  it('keeps the form and says part of the page is missing, instead of the error screen', async () => {
    renderLogin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CODE_MISSING);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('still signs the member in: the session itself is there', async () => {
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Phone number'), DEMO_MEMBER.phoneNumber);
    await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
  });
});
