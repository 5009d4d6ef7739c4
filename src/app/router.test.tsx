import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@/app/router';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { sessionUser } from '@/testing/sessionUser';

const member = sessionUser({ accessToken: 't', id: 11, sessionId: 's' });
const signedIn = { auth: { user: member, refreshToken: 'r', expired: false } };

async function landsOn(route: string, options: { signedIn?: boolean } = {}) {
  renderWithProviders(<AppRoutes />, { route, preloadedState: options.signedIn ? signedIn : undefined });
  return (await screen.findByTestId('location')).textContent;
}

describe('routes (spec §2)', () => {
  it.each(['/', '/kla-klouk-game', '/no/such/page', '/kla-klouk-gamer'])(
    '%s sends an anonymous visitor to /login',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route });
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it.each(['/', '/anything', '/kla-klouk-gamer'])(
    '%s leads a signed-in member to the game',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route, preloadedState: signedIn });
      expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/kla-klouk-game$/);
    },
  );

  it('shows the placeholder blocks at /test', async () => {
    expect(await landsOn('/test')).toBe('/test');
    expect(await screen.findByRole('main', { name: 'Test page' })).toBeInTheDocument();
    expect(screen.getByText('Top content')).toBeInTheDocument();
    expect(screen.getByText('Middle content')).toBeInTheDocument();
    expect(screen.getByText('Bottom content')).toBeInTheDocument();
  });

  it('says an unknown path was not found as it leads a signed-in member to the game', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page', preloadedState: signedIn });
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
    expect(await screen.findByText('That page was not found.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kla-klouk-game$/);
  });

  it('says an unknown path was not found, in Khmer, as it leads an anonymous visitor to /login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page', language: 'kh' });
    expect(await screen.findByRole('heading', { name: 'ចូលគណនី' })).toBeInTheDocument();
    expect(await screen.findByText('រកមិនឃើញទំព័រនោះទេ។')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('says nothing of the kind for the paths that lead to the game by design', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', preloadedState: signedIn });
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
    expect(screen.queryByText('That page was not found.')).not.toBeInTheDocument();
  });

  it('gives /test, besides its three blocks, a link home that leads to the sign-in when signed out', async () => {
    const user = userEvent.setup();
    expect(await landsOn('/test')).toBe('/test');
    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText('That page was not found.')).not.toBeInTheDocument();
  });

  it('leads a signed-in member from the link home of /test to the game', async () => {
    const user = userEvent.setup();
    expect(await landsOn('/test', { signedIn: true })).toBe('/test');
    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
  });

  it('sends a signed-in member away from /login to the game', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login', preloadedState: signedIn });
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
  });
});
