import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';
import { TOAST_DURATION_MS } from '@/components/AppToaster';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import * as subAccountsApi from '@/features/subAccounts/subAccountsApi';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore } from '@/testing/signedIn';
import { holdCalls } from '@/testing/heldCalls';
import { DEMO_AGENT, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const paths = getConfig().endpoints;
const bodies = (path: string) =>
  harness.requests.filter((request) => request.path === path).map((request) => request.body);
const DEMO_MASTER = { phoneNumber: '010000005', password: 'demo1234' };

async function open(route: string, credentials: { phoneNumber: string; password: string } = DEMO_AGENT) {
  const store = await signedInStore(credentials);
  harness.requests.length = 0;
  const view = renderWithProviders(<AppRoutes />, { store, route });
  return { ...view, store, user: userEvent.setup() };
}

async function fillNewAccount(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(await screen.findByLabelText('Phone number (login ID)'), phone);
  await user.type(screen.getByLabelText('Password'), 'secret99');
}

/** Two submits of the form of `field` handled in one go, before React re-renders its button disabled. */
function submitTwiceAtOnce(field: HTMLElement) {
  const form = field.closest('form');
  if (!form) throw new Error('the field is in a form');
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
}

describe('sub-accounts (agent screens)', () => {
  it('lists the direct sub-accounts with { parentId, pageSize: 1, limit: 10 }', async () => {
    await open('/sub-accounts');
    const list = await screen.findByRole('region', { name: 'Accounts right below you (3)' });
    expect(within(list).getByRole('link', { name: '010000031' })).toHaveAttribute(
      'href',
      '/sub-accounts/1031',
    );
    expect(within(list).getByRole('row', { name: /010000032/ })).toHaveTextContent('$75.50');
    expect(within(list).getByRole('row', { name: /010000033/ })).toHaveTextContent('៛200,000');
    expect(bodies(paths.subAccountList)).toEqual([{ parentId: 1003, pageSize: 1, limit: 10 }]);
  });

  it('groups the count and the pages by thousands (spec §9)', async () => {
    // The simulator's own answer for the agent, with a total of 12,345 accounts below.
    harness.server.use(
      http.post(`*${paths.subAccountList}`, async ({ request }) => {
        const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as {
          data: { total: number };
        };
        answer.data.total = 12_345;
        return HttpResponse.json(answer);
      }),
    );
    await open('/sub-accounts');
    const list = await screen.findByRole('region', { name: 'Accounts right below you (12,345)' });
    expect(within(list).getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 1,235');
  });

  it('creates a sub-account with the exact body, then opens it by id', async () => {
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '010777001');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Level')).toHaveValue('Member');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(await screen.findByText('Account 010777001 created.')).toBeInTheDocument();
    expect(bodies(paths.createSubAccount)).toEqual([
      {
        parentId: 1003,
        phoneNumber: '010777001',
        password: 'secret99',
        currency: 'USD',
        levelName: 'Member',
      },
    ]);
    expect(await screen.findByRole('heading', { name: '010777001', level: 1 })).toBeInTheDocument();
    const created = harness.sim.control.world().accounts.byPhoneNumber('010777001');
    expect(bodies(paths.subAccountById)).toEqual([{ parentId: 1003, id: created?.id }]);
  });

  it("preselects the agent's own currency, read from the account: the spec's login answer has none", async () => {
    // The spec's userInfo (§3) carries no currency: drop the simulator's extension.
    harness.server.use(
      http.post('*/api/oauth/token', async ({ request }) => {
        const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as {
          data: { userInfo: { accounts: { currency?: string } } };
        };
        delete answer.data.userInfo.accounts.currency;
        return HttpResponse.json(answer);
      }),
    );
    await open('/sub-accounts/new', DEMO_MASTER);
    await screen.findByLabelText('Phone number (login ID)');
    expect(screen.getByLabelText('Currency')).toHaveValue('THB');
  });

  it('shows no form until the own account is read, and a retry when it cannot be', async () => {
    harness.server.use(
      http.post(`*${paths.getAccountById}`, () => HttpResponse.json(null, { status: 503 }), { once: true }),
    );
    const { user } = await open('/sub-accounts/new');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number (login ID)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Currency')).toHaveValue('USD');
  });

  it('sends a phone number typed in Khmer digits, with groupings, as ASCII digits', async () => {
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '០១០ ៧៧៧-០០៤');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(await screen.findByText('Account 010777004 created.')).toBeInTheDocument();
    expect(bodies(paths.createSubAccount)).toMatchObject([{ phoneNumber: '010777004' }]);
  });

  it('checks the fields first, with translated messages, and sends nothing', async () => {
    const { user } = await open('/sub-accounts/new');
    await user.click(await screen.findByRole('button', { name: 'Create sub-account' }));
    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number (login ID)')).toHaveFocus();
    await user.type(screen.getByLabelText('Phone number (login ID)'), '12-34');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(screen.getByText('Use 6 to 20 digits, with an optional + at the start.')).toBeInTheDocument();
    expect(screen.getByText('Use 6 to 128 characters.')).toBeInTheDocument();
    // A space at either end, hidden by the masked field, is refused rather than trimmed or kept.
    for (const password of ['      ', 'secret99 ', ' secret99']) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
      expect(screen.getByText('A password cannot begin or end with a space.')).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret 99');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(screen.queryByText('A password cannot begin or end with a space.')).not.toBeInTheDocument();
    expect(bodies(paths.createSubAccount)).toEqual([]);
  });

  it('sends one request for a double submit', async () => {
    harness.sim.control.setScenario({ latencyMs: 150 });
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '010777002');
    await user.dblClick(screen.getByRole('button', { name: 'Create sub-account' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Account 010777002 created.')).toBeInTheDocument();
    expect(bodies(paths.createSubAccount)).toHaveLength(1);
  });

  it('sends one create for two submits handled before the button is re-rendered disabled', async () => {
    harness.sim.control.setScenario({ latencyMs: 100 });
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '010777005');
    submitTwiceAtOnce(screen.getByLabelText('Phone number (login ID)'));
    expect(await screen.findByText('Account 010777005 created.')).toBeInTheDocument();
    expect(bodies(paths.createSubAccount)).toHaveLength(1);
    expect(screen.queryByText(/The account was not created/)).not.toBeInTheDocument();
  });

  it('sends one update for two submits handled before the button is re-rendered disabled', async () => {
    harness.sim.control.setScenario({ latencyMs: 100 });
    const { user } = await open('/sub-accounts/1031');
    await screen.findByRole('region', { name: 'Sub-account' });
    await user.selectOptions(screen.getByLabelText('Status'), 'INA');
    submitTwiceAtOnce(screen.getByLabelText('Status'));
    expect(await screen.findByText('Account 010000031 saved.')).toBeInTheDocument();
    expect(bodies(paths.updateAccount)).toEqual([{ id: 1031, status: 'INA' }]);
  });

  it('says so when the phone number is taken', async () => {
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '010000031');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(
      await screen.findByText('The account was not created. Another account already uses this phone number.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('takes a "not created" away once a second try creates the account', async () => {
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '010000031');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    const refused = 'The account was not created. Another account already uses this phone number.';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    const shownAt = Date.now();

    const phone = screen.getByLabelText('Phone number (login ID)');
    await user.clear(phone);
    await fillNewAccount(user, '010777002');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(await screen.findByText('Account 010777002 created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(refused)).not.toBeInTheDocument());
    // Closed by the create, not by its own five seconds running out.
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS);
  });

  it('says the create could not be confirmed, not "not created", when its answer is lost', async () => {
    const { user } = await open('/sub-accounts/new');
    // The simulator creates the account; the answer never reaches the page.
    harness.server.use(
      http.post(`*${paths.createSubAccount}`, async ({ request }) => {
        await getResponse(harness.sim.handlers, request);
        return HttpResponse.error();
      }),
    );
    await fillNewAccount(user, '010777003');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(
      await screen.findByText(
        'The request to create the account was sent but could not be confirmed. Check the list of accounts before trying again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The account was not created/)).not.toBeInTheDocument();
    // And the list the agent is sent to check is read again: it holds the new account.
    harness.requests.length = 0;
    await user.click(screen.getByRole('link', { name: 'Back to sub-accounts' }));
    const list = await screen.findByRole('region', { name: 'Accounts right below you (4)' });
    expect(within(list).getByRole('link', { name: '010777003' })).toBeInTheDocument();
  });

  // The server refuses the second try as taken: by the account the first try made, most likely.
  it('after a create it could not confirm, says a second try with that phone number found it made, not taken by another', async () => {
    const { user } = await open('/sub-accounts/new');
    harness.server.use(
      http.post(`*${paths.createSubAccount}`, async ({ request }) => {
        await getResponse(harness.sim.handlers, request);
        return HttpResponse.error();
      }),
    );
    await fillNewAccount(user, '010 777 005');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    await screen.findByText(/could not be confirmed/);
    harness.server.resetHandlers();

    await user.type(screen.getByLabelText('Password'), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(
      await screen.findByText(
        'An account with phone number 010777005 already exists: most likely your earlier request, which could not be confirmed, created it. Look for it in the list of accounts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Another account already uses this phone number/)).not.toBeInTheDocument();
    expect(bodies(paths.createSubAccount)).toHaveLength(2);

    // Another phone number that is taken is still another account's.
    await user.clear(screen.getByLabelText('Phone number (login ID)'));
    await fillNewAccount(user, '010000031');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(
      await screen.findByText('The account was not created. Another account already uses this phone number.'),
    ).toBeInTheDocument();
  });

  // Sent to check the list, the agent leaves the form; the retry comes from a new one.
  it('remembers a create it could not confirm after the form is left and opened again', async () => {
    const { user } = await open('/sub-accounts/new');
    harness.server.use(
      http.post(`*${paths.createSubAccount}`, async ({ request }) => {
        await getResponse(harness.sim.handlers, request);
        return HttpResponse.error();
      }),
    );
    await fillNewAccount(user, '010777006');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    await screen.findByText(/could not be confirmed/);
    harness.server.resetHandlers();

    await user.click(screen.getByRole('link', { name: 'Back to sub-accounts' }));
    await screen.findByRole('region', { name: /Accounts right below you/ });
    await user.click(screen.getByRole('link', { name: 'Create sub-account' }));
    await fillNewAccount(user, '010777006');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(await screen.findByText(/most likely your earlier request/)).toBeInTheDocument();
    expect(screen.queryByText(/Another account already uses this phone number/)).not.toBeInTheDocument();
  });

  // No request timeout (spec §9): a create may wait and wait. The agent leaves the form, comes back
  // and tries again; the first answer comes later, wherever the agent is by then.
  it('a create still on its way: a retry is told it most likely made the account, and its late answer does not move the agent', async () => {
    const first = holdCalls(harness, paths.createSubAccount, { hold: 'answer' });
    const { user } = await open('/sub-accounts/new');
    await fillNewAccount(user, '010777007');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    await waitFor(() => expect(first.count()).toBe(1));
    harness.server.resetHandlers(); // the retry: the simulator's own answer

    await user.click(screen.getByRole('link', { name: 'Back to sub-accounts' }));
    await user.click(await screen.findByRole('link', { name: 'Create sub-account' }));
    await fillNewAccount(user, '010777007');
    await user.click(screen.getByRole('button', { name: 'Create sub-account' }));
    expect(await screen.findByText(/most likely your earlier request/)).toBeInTheDocument();
    expect(screen.queryByText(/Another account already uses this phone number/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to sub-accounts' }));
    await screen.findByRole('region', { name: /Accounts right below you/ });
    first.release();
    expect(await screen.findByText('Account 010777007 created.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sub-accounts$/);
  });

  it('says so in Khmer for a server failure', async () => {
    const store = await signedInStore(DEMO_AGENT);
    renderWithProviders(<AppRoutes />, { store, route: '/sub-accounts/new', language: 'kh' });
    const phone = await screen.findByLabelText('លេខទូរស័ព្ទ (លេខសម្គាល់ចូល)');
    harness.sim.control.setScenario({ serverError: true });
    const user = userEvent.setup();
    await user.type(phone, '010777004');
    await user.type(screen.getByLabelText('ពាក្យសម្ងាត់'), 'secret99');
    await user.click(screen.getByRole('button', { name: 'បង្កើតគណនីរង' }));
    expect(
      await screen.findByText('សំណើបង្កើតគណនីត្រូវបានផ្ញើ ប៉ុន្តែមិនអាចបញ្ជាក់បានទេ។ សូមពិនិត្យបញ្ជីគណនី មុនពេលព្យាយាមម្តងទៀត។'),
    ).toBeInTheDocument();
  });

  it('shows one sub-account by id and updates its status with { id, status }', async () => {
    const { user } = await open('/sub-accounts/1031');
    const facts = await screen.findByRole('region', { name: 'Sub-account' });
    expect(within(facts).getByText('$250.00')).toBeInTheDocument();
    expect(bodies(paths.subAccountById)).toEqual([{ parentId: 1003, id: 1031 }]);
    await user.selectOptions(screen.getByLabelText('Status'), 'INA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account 010000031 saved.')).toBeInTheDocument();
    expect(bodies(paths.updateAccount)).toEqual([{ id: 1031, status: 'INA' }]);
    expect(await within(facts).findByText('Inactive')).toBeInTheDocument();
    // A Member has nobody below: no "create below" form.
    expect(screen.queryByRole('region', { name: /New account below/ })).not.toBeInTheDocument();
  });

  it('sends a new password only when one is typed, and checks it', async () => {
    const { user } = await open('/sub-accounts/1032');
    await user.type(await screen.findByLabelText('New password (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use 6 to 128 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password (optional)'), 'defgh ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A password cannot begin or end with a space.')).toBeInTheDocument();
    expect(bodies(paths.updateAccount)).toEqual([]);
    await user.type(screen.getByLabelText('New password (optional)'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account 010000032 saved.')).toBeInTheDocument();
    expect(bodies(paths.updateAccount)).toEqual([{ id: 1032, status: 'ACT', password: 'abcdefgh' }]);
  });

  // docs/security.md: a password is the body of one request, cleared after it. RTK Query's mutation
  // hooks keep the last request's arguments (React DevTools shows them) until reset.
  it.each([
    ['useUpdateAccountMutation', '/sub-accounts/1032', 'New password (optional)', 'Save', 'saved'],
    ['useCreateSubAccountMutation', '/sub-accounts/new', 'Password', 'Create sub-account', 'created'],
    ['useCreateAccountMutation', '/sub-accounts/1003', 'Password', 'Create sub-account', 'created'],
  ] as const)('keeps no password in %s once answered', async (hook, route, label, button, done) => {
    const seen: unknown[] = [];
    type MutationHook = (...args: unknown[]) => [unknown, { originalArgs?: unknown }];
    const hooks = subAccountsApi as unknown as Record<typeof hook, MutationHook>;
    const real = hooks[hook];
    jest.spyOn(hooks, hook).mockImplementation((...args) => {
      const result = real(...args);
      seen.push(result[1].originalArgs);
      return result;
    });
    const { user } = await open(route, hook === 'useCreateAccountMutation' ? DEMO_MASTER : DEMO_AGENT);
    if (hook !== 'useUpdateAccountMutation') {
      await user.type(await screen.findByLabelText('Phone number (login ID)'), '010777009');
    }
    await user.type(await screen.findByLabelText(label), 'pass-word-9');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(new RegExp(`^Account .* ${done}\\.$`))).toBeInTheDocument();
    expect(JSON.stringify(seen)).toContain('pass-word-9');
    expect(seen.at(-1)).toBeUndefined();
  });

  it('says when the account is not below the agent, with no Try again: asking again finds nothing', async () => {
    await open('/sub-accounts/1001');
    expect(await screen.findByRole('alert')).toHaveTextContent('That account was not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(bodies(paths.subAccountById)).toEqual([{ parentId: 1003, id: 1001 }]);
  });

  // No account has id 0 (the server refuses it as bad data) or a leading zero or an unsafe number.
  it.each(['0', '00', '0031', '9007199254740993', '-1', '1e3', '12abc'])(
    'says /sub-accounts/%s is not found, without asking the server',
    async (id) => {
      await open(`/sub-accounts/${id}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('That account was not found.');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(bodies(paths.subAccountById)).toEqual([]);
    },
  );

  it('lets a Master create an account below an Agent with the create call (id 0)', async () => {
    const { user } = await open('/sub-accounts/1003', DEMO_MASTER);
    const below = await screen.findByRole('region', { name: 'New account below 010000003' });
    await user.type(within(below).getByLabelText('Phone number (login ID)'), '010777003');
    await user.type(within(below).getByLabelText('Password'), 'secret99');
    expect(within(below).getByLabelText('Currency')).toHaveValue('USD');
    await user.click(within(below).getByRole('button', { name: 'Create sub-account' }));
    expect(await screen.findByText('Account 010777003 created.')).toBeInTheDocument();
    expect(bodies(paths.createAccount)).toEqual([
      {
        id: 0,
        parentId: 1003,
        phoneNumber: '010777003',
        password: 'secret99',
        currency: 'USD',
        levelName: 'Member',
      },
    ]);
    expect(harness.sim.control.world().accounts.byPhoneNumber('010777003')?.parentId).toBe(1003);
  });

  it('shows the win report by parent with { parentId, pageSize: 1, limit: 10 }', async () => {
    await open('/win-report');
    const report = await screen.findByRole('region', { name: 'Win report' });
    expect(within(report).getAllByRole('row')).toHaveLength(4);
    expect(within(report).getByRole('row', { name: /010000031/ })).toHaveTextContent('$0.00');
    expect(bodies(paths.winReportByParent)).toEqual([{ parentId: 1003, pageSize: 1, limit: 10 }]);
  });

  it('lists every account below with the account list { accountId, pageSize: 1, limit: 10 }', async () => {
    await open('/accounts', DEMO_MASTER);
    const list = await screen.findByRole('region', { name: 'All accounts below me' });
    expect(within(list).getByRole('link', { name: '010000003' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '010000031' })).toBeInTheDocument();
    expect(bodies(paths.accountList)).toEqual([{ accountId: 1005, pageSize: 1, limit: 10 }]);
  });

  it('shows an error, not a crash, for a bad list answer', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    harness.server.use(
      http.post(`*${paths.subAccountList}`, () =>
        HttpResponse.json({ code: '200', message: 'OK', data: { items: [{ id: 'x' }], total: 1 } }),
      ),
    );
    await open('/sub-accounts');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the app cannot read.',
    );
    expect(logged).toHaveBeenCalled();
  });

  it('shows an error for a server failure of the win report', async () => {
    const { store } = await open('/sub-accounts');
    await screen.findByRole('region', { name: /Accounts right below you/ });
    harness.sim.control.setScenario({ serverError: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Win report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request failed. Please try again.');
    expect(store.getState().auth.user).not.toBeNull();
  });
});
