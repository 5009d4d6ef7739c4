import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@/app/router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * The session's code downloaded, the notices' own small chunk did not: the connection dropped between
 * the two. While `mockOffline` is true every import of that chunk fails (Safari's words, which name no
 * chunk, so a later try imports the module again, as Jest can); then it downloads.
 */
let mockOffline = true;
jest.mock('@/features/auth/LoginSessionState', () => {
  if (mockOffline) throw new TypeError('Importing a module script failed.');
  return jest.requireActual('@/features/auth/LoginSessionState');
});

setupSimulator();

// The session's code is a lazy chunk: its first import in a test run takes a while.
const LAZY = { timeout: 20_000 };

const NOTICES_MISSING =
  'Part of this page did not download: a notice about your session may be missing. You can still sign in, or reload the page.';

/** The login screen under the app's own boundary: a failure that reached it would replace the page. */
function renderLogin(language: 'en' | 'kh' = 'en', expired = false) {
  // The boundaries log the failure, and React reports it caught: expected here.
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>,
    {
      route: '/login',
      language,
      preloadedState: { auth: { user: null, refreshToken: null, expired } },
    },
  );
}

beforeEach(() => {
  mockOffline = true;
});

// Once downloaded, a chunk stays (in the browser as in Jest's module registry): the test that brings
// the connection back comes last.
describe("login when the notices' code cannot be downloaded", () => {
  it('keeps the form and says a notice may be missing, not that signing in cannot start', async () => {
    renderLogin();
    const notice = (await screen.findByText(NOTICES_MISSING, {}, LAZY)).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('the line is not a status');
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('says so in Khmer', async () => {
    renderLogin('kh');
    expect(
      await screen.findByText(
        'ផ្នែកខ្លះនៃទំព័រនេះមិនបានទាញយកទេ៖ ការជូនដំណឹងអំពីវគ្គរបស់អ្នកអាចនឹងបាត់។ អ្នកនៅតែអាចចូលគណនីបាន ឬផ្ទុកទំព័រឡើងវិញ។',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
  });

  it('still signs the member in: the session itself is there', async () => {
    const user = userEvent.setup();
    renderLogin();
    await screen.findByText(NOTICES_MISSING, {}, LAZY);
    await user.type(screen.getByLabelText('Phone number'), DEMO_MEMBER.phoneNumber);
    await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
  });

  it('downloads the notices once back online, and the line about them goes', async () => {
    // A member whose session expired: the notices have that to say.
    renderLogin('en', true);
    await screen.findByText(NOTICES_MISSING, {}, LAZY);
    mockOffline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    await waitFor(() => expect(screen.queryByText(NOTICES_MISSING)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });
});
