import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';
import { TOAST_DURATION_MS } from '@/components/AppToaster';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { getConfig } from '@/config/env';
import { authApi } from '@/features/auth/authApi';
import { logger } from '@/lib/logger';
import type { SessionMessage } from '@/session/crossTab';
import { holdIdleCallbacks } from '@/testing/heldIdle';
import type * as ShortWaits from '@/testing/shortWaits';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { holdCalls } from '@/testing/heldCalls';
import { DEMO_AGENT, DEMO_INACTIVE, DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

// "No answer yet" after 300 ms here, not 10 s.
jest.mock('@/lib/schedule/useTakingLong', () =>
  jest.requireActual<typeof ShortWaits>('@/testing/shortWaits').shortTakingLong(),
);

const harness = setupSimulator();
const NO_PERMISSION = "You don't have permission to access this game. Please contact the administrator!";
const FAILED = 'Login failed. Please check your credentials and try again.';

async function signIn(credentials: { phoneNumber: string; password: string }, language: 'en' | 'kh' = 'en') {
  const user = userEvent.setup();
  const view = renderWithProviders(<AppRoutes />, { route: '/login', language });
  const phone = language === 'en' ? 'Phone number' : 'លេខទូរស័ព្ទ';
  const password = language === 'en' ? 'Password' : 'ពាក្យសម្ងាត់';
  await user.type(await screen.findByLabelText(phone), credentials.phoneNumber);
  await user.type(screen.getByLabelText(password), credentials.password);
  await user.keyboard('{Enter}');
  return { user, ...view };
}

describe('login (spec §3, §4, §5, §8)', () => {
  it('sends the exact login body and device info, then checks game 2', async () => {
    Object.defineProperty(navigator, 'platform', { value: 'Linux armv8l', configurable: true });
    await signIn(DEMO_MEMBER);
    await screen.findByRole('main', { name: 'Game table' });

    const login = harness.requests.find((request) => request.path === '/api/oauth/token');
    const body = login?.body as { deviceToken: Record<string, string> };
    const id = body.deviceToken.deviceToken;
    expect(body).toEqual({
      phoneNumber: '010000001',
      password: 'demo1234',
      deviceToken: {
        deviceToken: id,
        model: 'WEB',
        osType: 'Linux armv8l',
        osVersion: navigator.userAgent,
        imei: id,
        status: 'ACT',
        appVersion: '0.0.012',
        sessionId: id,
      },
    });
    const gameCheck = harness.requests.find((request) => request.path === getConfig().endpoints.getGame);
    expect(gameCheck?.body).toEqual({ accountId: 1001, gameId: 2 });
    expect(gameCheck?.headers.get('Authorization')).toMatch(/^Bearer .+/);
  });

  it('sends a phone number typed in Khmer digits, with groupings, as the ASCII digits the server keeps', async () => {
    await signIn({ phoneNumber: '០១០ ០០០-០០១', password: DEMO_MEMBER.password }, 'kh');
    await screen.findByRole('main', { name: 'តុល្បែង' });
    const login = harness.requests.find((request) => request.path === '/api/oauth/token');
    expect(login?.body).toMatchObject({ phoneNumber: '010000001' });
  });

  it('keeps the session user and refresh token, and lands on the game', async () => {
    const { store } = await signIn(DEMO_MEMBER);
    await screen.findByRole('main', { name: 'Game table' });
    expect(screen.getByTestId('location')).toHaveTextContent('/kla-klouk-game');
    const { user, refreshToken, expired } = store.getState().auth;
    expect(user).toMatchObject({
      levelName: 'Member',
      subLevelId: 6,
      loginId: '010000001',
      id: 1001,
      currency: 'USD',
    });
    expect(user?.accessToken).toEqual(expect.any(String));
    expect(user?.sessionId).toEqual(expect.any(String));
    expect(refreshToken).toEqual(expect.any(String));
    expect(expired).toBe(false);
  });

  it('does not keep the password anywhere in the store after the request', async () => {
    const { store } = await signIn(DEMO_MEMBER);
    await screen.findByRole('main', { name: 'Game table' });
    expect(JSON.stringify(store.getState())).not.toContain('demo1234');
  });

  it('sends an Agent through the variant path to the game', async () => {
    await signIn(DEMO_AGENT);
    await screen.findByRole('main', { name: 'Game table' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kla-klouk-game$/);
  });

  it('refuses an account whose game 2 is not active, keeping no session', async () => {
    const { store } = await signIn(DEMO_INACTIVE);
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // The server had issued tokens: the session they opened is ended, not left alive for 7 days.
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(0));
    expect(harness.requests.filter((request) => request.path === '/api/oauth/logout')).toHaveLength(1);
  });

  it('refuses a login answer whose code is not "200"', async () => {
    harness.server.use(
      http.post('*/api/oauth/token', () => HttpResponse.json({ code: '403', message: 'Locked', data: null })),
    );
    const { store } = await signIn(DEMO_MEMBER);
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });

  it('refuses a login answer whose code is not "200" even when it carries tokens', async () => {
    // The simulator's whole answer, tokens and all, but for its code (spec §5: a non-200 code refuses).
    harness.server.use(
      http.post('*/api/oauth/token', async ({ request }) => {
        const answer = await getResponse(harness.sim.handlers, request);
        const body = (await answer?.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...body, code: '403', message: 'Locked' });
      }),
    );
    const { store } = await signIn(DEMO_MEMBER);
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(harness.requests.some((request) => request.path === getConfig().endpoints.getGame)).toBe(false);
    // The session those tokens opened is ended, not left alive for its 7 days.
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(0));
  });

  it('refuses a games answer whose code is not "200" even when it lists game 2 as active', async () => {
    harness.server.use(
      http.post(`*${getConfig().endpoints.getGame}`, () =>
        HttpResponse.json({ code: '500', message: 'Games unavailable', data: [{ id: 2, status: 'ACT' }] }),
      ),
    );
    const { store } = await signIn(DEMO_MEMBER);
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // The session the token call opened is ended, not left alive for 7 days.
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(0));
    expect(harness.requests.filter((request) => request.path === '/api/oauth/logout')).toHaveLength(1);
  });

  it('shows the failure toast for a wrong password', async () => {
    await signIn({ phoneNumber: '010000001', password: 'wrong' });
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows the failure toast when the network fails', async () => {
    harness.server.use(http.post('*/api/oauth/token', () => HttpResponse.error()));
    await signIn(DEMO_MEMBER);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
  });

  it('shows the failure toast for a malformed answer, and logs why (no value of it)', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    harness.server.use(
      http.post('*/api/oauth/token', () =>
        HttpResponse.json({ code: '200', data: { accessToken: 'at_secret_value', refreshToken: 7 } }),
      ),
    );
    await signIn(DEMO_MEMBER);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Invalid answer for login', expect.any(Array));
    expect(JSON.stringify(logged.mock.calls)).not.toContain('at_secret_value');
  });

  it('shows both toasts in Khmer', async () => {
    const { unmount } = await signIn(DEMO_INACTIVE, 'kh');
    expect(await screen.findByText('អ្នកមិនមានសិទ្ធិចូលលេងហ្គេមនេះទេ។ សូមទាក់ទងអ្នកគ្រប់គ្រង!')).toBeInTheDocument();
    unmount();
    await signIn({ phoneNumber: DEMO_MEMBER.phoneNumber, password: 'wrong' }, 'kh');
    expect(
      await screen.findByText('ការចូលបានបរាជ័យ។ សូមពិនិត្យលេខទូរស័ព្ទ និងពាក្យសម្ងាត់ ហើយព្យាយាមម្តងទៀត។'),
    ).toBeInTheDocument();
  });

  // Spec §8 names two toasts; an account its agent set inactive (403 ACCOUNT_INACTIVE, docs/api.md) is
  // told so, not that its password is wrong.
  it('tells a member whose account is not active to contact their agent, in both languages', async () => {
    harness.sim.control.world().accounts.require(1001).status = 'INA';
    const { unmount } = await signIn(DEMO_MEMBER);
    expect(
      await screen.findByText('This account is not active. Please contact your agent.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    unmount();
    await signIn(DEMO_MEMBER, 'kh');
    expect(await screen.findByText('គណនីនេះមិនសកម្មទេ។ សូមទាក់ទងភ្នាក់ងាររបស់អ្នក។')).toBeInTheDocument();
  });

  it('says what was typed is too long when the server refuses the request as too large (413)', async () => {
    harness.server.use(
      http.post('*/api/oauth/token', () =>
        HttpResponse.json(
          { code: '413', message: 'Body too large', reason: 'PAYLOAD_TOO_LARGE', data: null },
          { status: 413 },
        ),
      ),
    );
    await signIn(DEMO_MEMBER);
    expect(
      await screen.findByText('What you typed is too long to send. Check your phone number and password.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('takes a password of at most 128 characters, and refuses a longer one without sending it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('maxLength', '128');
    await user.type(screen.getByLabelText('Phone number'), DEMO_MEMBER.phoneNumber);
    // A value the field's limit does not stop (set by script or autofill) is checked before sending.
    fireEvent.change(password, { target: { value: 'x'.repeat(70_000) } });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A password has at most 128 characters.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(harness.requests.filter((request) => request.path === '/api/oauth/token')).toHaveLength(0);
  });

  it('closes the failure toast of an earlier try once the sign-in succeeds', async () => {
    const { user } = await signIn({ phoneNumber: DEMO_MEMBER.phoneNumber, password: 'wrong' });
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    const shownAt = Date.now();
    await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
    await user.keyboard('{Enter}');
    await screen.findByRole('main', { name: 'Game table' });
    await waitFor(() => expect(screen.queryByText(FAILED)).not.toBeInTheDocument());
    // Closed by the sign-in, not by its own five seconds running out.
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS);
  });

  it('checks the fields before sending anything, with translated messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await user.type(screen.getByLabelText('Phone number'), '01#23');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(screen.getByText('Use digits only, with an optional + at the start.')).toBeInTheDocument();
    expect(harness.requests.filter((request) => request.path.startsWith('/api'))).toHaveLength(0);
  });

  it('disables the button while the request runs and sends one request for a double submit', async () => {
    // Held until the test lets it go: the request runs for as long as the test looks at the button.
    const token = holdCalls(harness, '/api/oauth/token');
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await user.type(await screen.findByLabelText('Phone number'), DEMO_MEMBER.phoneNumber);
    await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    token.release();
    await screen.findByRole('main', { name: 'Game table' });
    expect(harness.requests.filter((request) => request.path === '/api/oauth/token')).toHaveLength(1);
  });

  // No request timeout (spec §9): a sign-in may wait and wait; the member is told, nothing is cancelled.
  it('says no answer has come yet when signing in waits, and signs in when it comes', async () => {
    const token = holdCalls(harness, '/api/oauth/token');
    await signIn(DEMO_MEMBER);
    expect(
      await screen.findByText('No answer from the server yet. Check your connection; you can keep waiting.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    token.release();
    await screen.findByRole('main', { name: 'Game table' });
  });

  it('shows the expiry notice only after a session expired', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it('shows the expiry notice when the session ended by expiry', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/login',
      preloadedState: { auth: { user: null, refreshToken: null, expired: true } },
    });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('announces the expiry notice as an alert, which is read when it is inserted with its text', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/login',
      language: 'kh',
      preloadedState: { auth: { user: null, refreshToken: null, expired: true } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('វគ្គរបស់អ្នកបានផុតកំណត់ហើយ។ សូមចូលគណនីម្តងទៀត។');
  });
});

describe('login when the session code cannot be downloaded (offline on the first screen)', () => {
  const CODE_MISSING =
    'Part of this page did not download, so signing in cannot start. Check your connection, then reload the page.';

  /** Phase two as a lost connection leaves it: every download fails (as the real loader, asked again after a failure). */
  function offlineSession(): NonNullable<Parameters<typeof renderWithProviders>[1]>['session'] {
    return {
      load: () =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: http://localhost/assets/sessionRuntime.js',
          ),
        ),
      current: () => undefined,
    };
  }

  function renderOffline(language: 'en' | 'kh' = 'en') {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    // The app's own boundary: before, the failed download replaced the whole page with the error screen.
    return renderWithProviders(
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>,
      { route: '/login', session: offlineSession(), language },
    );
  }

  it('keeps the form, says why signing in cannot start, and offers Reload', async () => {
    renderOffline();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CODE_MISSING);
    // (jsdom cannot reload; e2e/auth.spec.ts presses Reload in Chromium.)
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('says so on a submit before the page asked for that code itself, besides the failure toast, and sends nothing', async () => {
    // The browser not idle yet: the notices' gate has not asked for phase two, only the submit does.
    const idle = holdIdleCallbacks();
    try {
      const user = userEvent.setup();
      renderOffline();
      await user.type(await screen.findByLabelText('Phone number'), DEMO_MEMBER.phoneNumber);
      await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
      expect(screen.queryByText(CODE_MISSING)).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
      expect(screen.getAllByText(CODE_MISSING)).toHaveLength(1);
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(harness.requests.filter((request) => request.path === '/api/oauth/token')).toHaveLength(0);
    } finally {
      idle.restore();
    }
  });

  it('in Khmer', async () => {
    renderOffline('kh');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ផ្នែកខ្លះនៃទំព័រនេះមិនបានទាញយកទេ ដូច្នេះមិនអាចចាប់ផ្ដើមចូលគណនីបានទេ។ សូមពិនិត្យការតភ្ជាប់ រួចផ្ទុកទំព័រឡើងវិញ។',
    );
    expect(screen.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' })).toBeInTheDocument();
  });
});

describe('logout (spec §4)', () => {
  it("tells the browser's other tabs that the session ended by logout", async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const { sessionId } = userOf(store);
    // Another tab: a channel of the same name (a channel never hears its own messages).
    const otherTab = new BroadcastChannel('kla-klouk:session');
    const heard: SessionMessage[] = [];
    otherTab.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
    try {
      await store.dispatch(authApi.endpoints.logout.initiate());
      await waitFor(() => expect(heard).toEqual([{ type: 'ended', sessionId, reason: 'logout' }]));
    } finally {
      otherTab.close();
    }
  });

  it('clears the session first, tells the server with the old token, and ends at /login', async () => {
    const { store, user } = await signIn(DEMO_MEMBER);
    await screen.findByRole('main', { name: 'Game table' });
    const { accessToken, id } = store.getState().auth.user ?? { accessToken: '', id: 0 };
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: false });
    await waitFor(() =>
      expect(harness.requests.some((request) => request.path === '/api/oauth/logout')).toBe(true),
    );
    const logout = harness.requests.find((request) => request.path === '/api/oauth/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    await waitFor(() => expect(logout?.body).toEqual({ userId: id }));
  });

  it('clears the session while the server has not answered the logout call (it never does)', async () => {
    const { store, user } = await signIn(DEMO_MEMBER);
    await screen.findByRole('main', { name: 'Game table' });
    let logoutCalls = 0;
    harness.server.use(
      http.post('*/api/oauth/logout', async () => {
        logoutCalls += 1;
        await delay('infinite');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: false });
    // The server was told, and its answer is still outstanding: the session on the server lives on.
    await waitFor(() => expect(logoutCalls).toBe(1));
    expect(harness.sim.control.state().activeSessions).toBe(1);
  });

  it('ends the session on the server even when the access token has expired meanwhile', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const member = userOf(store);
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    await store.dispatch(authApi.endpoints.logout.initiate());

    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: false });
    const paths = harness.requests.map((request) => request.path);
    expect(paths).toEqual(['/api/oauth/logout', '/api/oauth/refresh', '/api/oauth/logout']);
    expect(harness.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`);
    expect(harness.requests[2]?.headers.get('Authorization')).not.toBe(`Bearer ${member.accessToken}`);
    // The server holds no live session of the member any more.
    expect(harness.sim.control.expireAccessTokens({ accountId: member.id })).toBe(0);
  });

  it('signs out and tells the server when the storage is full', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    harness.requests.length = 0;
    await store.dispatch(authApi.endpoints.logout.initiate());
    full.mockRestore();
    expect(store.getState().auth.user).toBeNull();
    expect(harness.requests.map((request) => request.path)).toEqual(['/api/oauth/logout']);
  });

  it('sends the logout call again when the browser is back online, if it could not reach the server', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const member = userOf(store);
    let offline = true;
    harness.server.use(http.post('*/api/oauth/logout', () => (offline ? HttpResponse.error() : undefined)));
    harness.requests.length = 0;

    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().auth.user).toBeNull();
    expect(harness.sim.control.state().activeSessions).toBe(1);

    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(0));
    const calls = harness.requests.filter((request) => request.path === '/api/oauth/logout');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      `Bearer ${member.accessToken}`,
      `Bearer ${member.accessToken}`,
    ]);
    // Told once: a later 'online' sends nothing more. A resend would reach fetch within the event's
    // microtasks, all run before a zero-delay timer.
    const fetched = jest.spyOn(globalThis, 'fetch');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
  });

  it('still signs out when the server fails', async () => {
    const { store, user } = await signIn(DEMO_MEMBER);
    await screen.findByRole('main', { name: 'Game table' });
    harness.sim.control.setScenario({ serverError: true });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });
});
