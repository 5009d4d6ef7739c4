import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@/app/router';
import { chipPlaced } from '@/features/game/gameSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore } from '@/testing/signedIn';
import { DEMO_AGENT, DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const MEMBER_LINKS = ['Game', 'My account', 'My bets', 'Results', 'Deposit', 'Withdraw', 'Play limits'];
const AGENT_LINKS = ['Sub-accounts', 'Win report', 'All accounts below me'];

async function openMenu(
  credentials: { phoneNumber: string; password: string },
  route = '/account',
  language: 'en' | 'kh' = 'en',
) {
  const store = await signedInStore(credentials);
  const user = userEvent.setup();
  renderWithProviders(<AppRoutes />, { store, route, language });
  const toggle = await screen.findByRole('button', { name: language === 'en' ? 'Menu' : 'ម៉ឺនុយ' });
  return { store, user, toggle };
}

describe('the signed-in menu', () => {
  it('opens by keyboard, lists the member screens only, and closes on Escape', async () => {
    const { user, toggle } = await openMenu(DEMO_MEMBER);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(MEMBER_LINKS);
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Game' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(menu).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the agent screens to an agent', async () => {
    const { user, toggle } = await openMenu(DEMO_AGENT);
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([...MEMBER_LINKS, ...AGENT_LINKS]);
  });

  it('goes to a screen and closes', async () => {
    const { user, toggle } = await openMenu(DEMO_MEMBER);
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Results' }));
    expect(await screen.findByRole('heading', { name: 'Results', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/results$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the game draft when the member leaves the game and comes back', async () => {
    harness.sim.control.skipTo('BETTING');
    const roundId = harness.sim.control.state().round.id;
    const { store, user, toggle } = await openMenu(DEMO_MEMBER, '/kla-klouk-game');
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'CRAB', amount: 500 } }));
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'TIGER', amount: 100 } }));
    const before = store.getState().game;
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'My bets' }));
    expect(await screen.findByRole('heading', { name: 'My bets', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the game' }));
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
    expect(store.getState().game.placedChips).toEqual([
      { symbol: 'CRAB', amount: 500 },
      { symbol: 'TIGER', amount: 100 },
    ]);
    expect(store.getState().game).toEqual(before);
  });
});

describe('a new screen announces itself (WCAG 2.4.2, 2.4.3)', () => {
  it.each([
    { language: 'en', link: 'My bets', title: 'My bets – Kla Klouk' },
    { language: 'kh', link: 'ការភ្នាល់របស់ខ្ញុំ', title: 'ការភ្នាល់របស់ខ្ញុំ – ខ្លាឃ្លោក' },
  ] as const)(
    'moves the focus to the heading and names the document ($language)',
    async ({ language, link, title }) => {
      const { user, toggle } = await openMenu(DEMO_MEMBER, '/account', language);
      await user.click(toggle);
      const menu = screen.getByRole('navigation', { name: language === 'en' ? 'Main menu' : 'ម៉ឺនុយមេ' });
      await user.click(within(menu).getByRole('link', { name: link }));
      const heading = await screen.findByRole('heading', { name: link, level: 1 });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(document.title).toBe(title);
    },
  );

  it('names the first screen but leaves the focus where the page starts', async () => {
    await openMenu(DEMO_MEMBER, '/results');
    const heading = await screen.findByRole('heading', { name: 'Results', level: 1 });
    await waitFor(() => expect(document.title).toBe('Results – Kla Klouk'));
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('follows a change of language', async () => {
    const { user } = await openMenu(DEMO_MEMBER, '/results');
    await waitFor(() => expect(document.title).toBe('Results – Kla Klouk'));
    await user.click(screen.getByRole('button', { name: 'ខ្មែរ' }));
    await waitFor(() => expect(document.title).toBe('លទ្ធផល – ខ្លាឃ្លោក'));
  });

  it('focuses the game heading on the way back to the game, titled with the app alone', async () => {
    const { user } = await openMenu(DEMO_MEMBER, '/results', 'kh');
    await user.click(screen.getByRole('link', { name: 'ត្រឡប់ទៅហ្គេមវិញ' }));
    const heading = await screen.findByRole('heading', { name: 'ខ្លាឃ្លោក', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('ខ្លាឃ្លោក');
  });

  it('focuses the login heading when signing out leads there', async () => {
    const { user } = await openMenu(DEMO_MEMBER, '/results');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const heading = await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Sign in – Kla Klouk');
  });
});
