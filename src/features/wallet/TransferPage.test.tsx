import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { DEPOSIT_CREATE_PATH, WITHDRAWAL_CREATE_PATH } from '@/api/paths';
import { AppRoutes } from '@/app/router';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import type * as ShortWaits from '@/testing/shortWaits';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { depositElsewhere, signedInStore, userOf } from '@/testing/signedIn';
import { holdCalls } from '@/testing/heldCalls';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

// "No answer yet" after 300 ms here, not 10 s.
jest.mock('@/lib/schedule/useTakingLong', () =>
  jest.requireActual<typeof ShortWaits>('@/testing/shortWaits').shortTakingLong(),
);

const harness = setupSimulator();
const sent = (path: string) => harness.requests.filter((request) => request.path === path);
/** Account (balance) calls sent after the first call to `path`. */
function balancesFetchedAfter(path: string): number {
  const at = harness.requests.findIndex((request) => request.path === path);
  const accountPath = getConfig().endpoints.getAccountById;
  return at < 0 ? 0 : harness.requests.slice(at + 1).filter((request) => request.path === accountPath).length;
}

async function openScreen(route: '/deposit' | '/withdrawal', language: 'en' | 'kh' = 'en') {
  const store = await signedInStore(DEMO_MEMBER);
  harness.requests.length = 0;
  const user = userEvent.setup();
  const view = renderWithProviders(<AppRoutes />, { store, route, language });
  return { ...view, user, store };
}

/**
 * Presses the form's button and, when the checks pass, confirms the request on the confirmation step
 * (which comes after the checks, themselves sometimes after a fresh read of the balance).
 */
async function submitTransfer(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  const confirm = await waitFor(() => {
    const button = screen.queryByRole('button', { name: /^(Send request|ផ្ញើសំណើ)$/ });
    if (!button && !document.querySelector('.form__error'))
      throw new Error('neither confirmed nor refused yet');
    return button;
  });
  if (confirm) await user.click(confirm);
}

describe('deposit and withdrawal screens', () => {
  it('asks for the account with loginId, deviceId (the session id) and accountId', async () => {
    const { store } = await openScreen('/deposit');
    expect(await screen.findByText('Balance: $1,000.00')).toBeInTheDocument();
    const { sessionId } = userOf(store);
    expect(sent(getConfig().endpoints.getAccountById)[0]?.body).toEqual({
      loginId: '010000001',
      deviceId: sessionId,
      accountId: 1001,
    });
  });

  it('sends a deposit as { id: 0, accountId, amount in minor units, remark }, toasts and refreshes the balance', async () => {
    const { user } = await openScreen('/deposit');
    await user.type(await screen.findByLabelText('Amount (USD $)'), '12.50');
    await user.type(screen.getByLabelText('Remark (optional)'), 'top-up');
    await submitTransfer(user, 'Request deposit');
    expect(await screen.findByText('Deposit of $12.50 approved. Balance: $1,012.50.')).toBeInTheDocument();
    expect(sent(DEPOSIT_CREATE_PATH).map((request) => request.body)).toEqual([
      { id: 0, accountId: 1001, amount: 1250, remark: 'top-up' },
    ]);
    expect(await screen.findByText('Balance: $1,012.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD $)')).toHaveValue('');
  });

  it('sends a withdrawal with an empty remark when none is typed', async () => {
    const { user } = await openScreen('/withdrawal');
    await user.type(await screen.findByLabelText('Amount (USD $)'), '0.29');
    await submitTransfer(user, 'Request withdrawal');
    expect(await screen.findByText('Withdrawal of $0.29 approved. Balance: $999.71.')).toBeInTheDocument();
    expect(sent(WITHDRAWAL_CREATE_PATH)[0]?.body).toEqual({ id: 0, accountId: 1001, amount: 29, remark: '' });
    expect(await screen.findByText('Balance: $999.71')).toBeInTheDocument();
  });

  /** A server that takes each transfer with `status` and leaves the balance (1,000.00) as it was. */
  function answerTransfersWith(path: string, status: string) {
    harness.server.use(
      http.post(`*${path}`, async ({ request }) => {
        const { accountId, amount } = (await request.json()) as { accountId: number; amount: number };
        const type = path === DEPOSIT_CREATE_PATH ? 'DEPOSIT' : 'WITHDRAWAL';
        const data = { id: 9, accountId, type, amount, status, balance: 100_000 };
        return HttpResponse.json({ code: '200', message: 'OK', data, serverTime: Date.now() });
      }),
    );
  }

  // The spec leaves the create answer open: an agent system may take the request for approval later.
  // "Approved" is said only when the server says so; the balance shown is the one it answered.
  it('says a deposit answered PENDING was received, not approved', async () => {
    answerTransfersWith(DEPOSIT_CREATE_PATH, 'PENDING');
    const { user } = await openScreen('/deposit');
    const amount = await screen.findByLabelText('Amount (USD $)');
    await user.type(amount, '12.50');
    await submitTransfer(user, 'Request deposit');
    expect(
      await screen.findByText(
        'Deposit request of $12.50 received: it waits for approval. Balance: $1,000.00.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/approved\./)).not.toBeInTheDocument();
    expect(amount).toHaveValue('');
  });

  // A status outside the known set is the server's own word: never shown as it came, nor as received.
  it.each(['ON_HOLD', 'approved', '<img src=x onerror=alert(2)>', ''])(
    'says a deposit answered with the status %j has an unknown status, without that text',
    async (status) => {
      answerTransfersWith(DEPOSIT_CREATE_PATH, status);
      const { user } = await openScreen('/deposit');
      await user.type(await screen.findByLabelText('Amount (USD $)'), '12.50');
      await submitTransfer(user, 'Request deposit');
      expect(
        await screen.findByText(
          'Deposit request of $12.50 sent; the server answered with an unknown status. Balance: $1,000.00.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/received|approved\./)).not.toBeInTheDocument();
      if (status) expect(document.body.textContent).not.toContain(status);
    },
  );

  it('says a rejected withdrawal was rejected, not received, and keeps the amount to correct', async () => {
    answerTransfersWith(WITHDRAWAL_CREATE_PATH, 'REJECTED');
    const { user } = await openScreen('/withdrawal');
    const amount = await screen.findByLabelText('Amount (USD $)');
    await user.type(amount, '2.50');
    await submitTransfer(user, 'Request withdrawal');
    expect(
      await screen.findByText('Withdrawal request of $2.50 rejected. Balance: $1,000.00.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/received|REJECTED/)).not.toBeInTheDocument();
    expect(amount).toHaveValue('2.50');
  });

  it('says in Khmer that a deposit was rejected and that a status is unknown', async () => {
    answerTransfersWith(DEPOSIT_CREATE_PATH, 'REJECTED');
    const { user, unmount } = await openScreen('/deposit', 'kh');
    await user.type(await screen.findByLabelText('ចំនួនទឹកប្រាក់ (USD $)'), '2.50');
    await submitTransfer(user, 'ស្នើសុំដាក់ប្រាក់');
    expect(await screen.findByText('សំណើដាក់ប្រាក់ $2.50 ត្រូវបានបដិសេធ។ សមតុល្យ៖ $1,000.00។')).toBeInTheDocument();
    unmount();
    answerTransfersWith(DEPOSIT_CREATE_PATH, 'ON_HOLD');
    const again = await openScreen('/deposit', 'kh');
    await again.user.type(await screen.findByLabelText('ចំនួនទឹកប្រាក់ (USD $)'), '2.50');
    await submitTransfer(again.user, 'ស្នើសុំដាក់ប្រាក់');
    expect(
      await screen.findByText(
        'សំណើដាក់ប្រាក់ $2.50 ត្រូវបានផ្ញើ ប៉ុន្តែម៉ាស៊ីនមេបានឆ្លើយតបដោយស្ថានភាពដែលមិនស្គាល់។ សមតុល្យ៖ $1,000.00។',
      ),
    ).toBeInTheDocument();
  });

  it('says in Khmer that a withdrawal waits for approval', async () => {
    answerTransfersWith(WITHDRAWAL_CREATE_PATH, 'PENDING');
    const { user } = await openScreen('/withdrawal', 'kh');
    await user.type(await screen.findByLabelText('ចំនួនទឹកប្រាក់ (USD $)'), '2.50');
    await submitTransfer(user, 'ស្នើសុំដកប្រាក់');
    expect(
      await screen.findByText('សំណើដកប្រាក់ $2.50 ត្រូវបានទទួល ហើយកំពុងរង់ចាំការអនុម័ត។ សមតុល្យ៖ $1,000.00។'),
    ).toBeInTheDocument();
  });

  it('refuses a withdrawal above the balance without sending it', async () => {
    const { user } = await openScreen('/withdrawal');
    const amount = await screen.findByLabelText('Amount (USD $)');
    await user.type(amount, '1000.01');
    await submitTransfer(user, 'Request withdrawal');
    expect(screen.getByText('You cannot withdraw more than your balance ($1,000.00).')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent(WITHDRAWAL_CREATE_PATH)).toHaveLength(0);
  });

  it.each([
    ['', 'Enter an amount.'],
    ['-3', 'The amount must be more than zero.'],
    ['1.234', 'Use at most 2 digits after the decimal point.'],
    ['12,50', 'Enter a number, e.g. 12.50.'],
  ])('shows the rule for %j and sends nothing', async (typed, message) => {
    const { user } = await openScreen('/deposit');
    const amount = await screen.findByLabelText('Amount (USD $)');
    if (typed) await user.type(amount, typed);
    await submitTransfer(user, 'Request deposit');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(0);
  });

  it('checks a withdrawal over the balance shown against the balance read again (money came in elsewhere)', async () => {
    const { user, store } = await openScreen('/withdrawal');
    const amount = await screen.findByLabelText('Amount (USD $)');
    expect(screen.getByText('Balance: $1,000.00')).toBeInTheDocument();
    await depositElsewhere(store, 50_000);

    await user.type(amount, '1200');
    await submitTransfer(user, 'Request withdrawal');
    expect(
      await screen.findByText('Withdrawal of $1,200.00 approved. Balance: $300.00.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You cannot withdraw more than your balance \(/)).not.toBeInTheDocument();
    expect(sent(WITHDRAWAL_CREATE_PATH)).toHaveLength(1);
  });

  it('does not refuse a withdrawal over the balance shown on that balance when it cannot be read again', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { user } = await openScreen('/withdrawal');
    const amount = await screen.findByLabelText('Amount (USD $)');
    await screen.findByText('Balance: $1,000.00');
    harness.server.use(http.post(`*${getConfig().endpoints.getAccountById}`, () => HttpResponse.error()));
    await user.type(amount, '1200');
    await submitTransfer(user, 'Request withdrawal');
    expect(
      await screen.findByText(
        'Your balance could not be read, so nothing was sent. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Balance when last read: $1,000.00. It could not be read again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You cannot withdraw more than your balance \(/)).not.toBeInTheDocument();
    expect(sent(WITHDRAWAL_CREATE_PATH)).toHaveLength(0);
  });

  it('shows the validation in Khmer', async () => {
    const { user } = await openScreen('/withdrawal', 'kh');
    await screen.findByText('សមតុល្យ៖ $1,000.00');
    await submitTransfer(user, 'ស្នើសុំដកប្រាក់');
    expect(screen.getByText('សូមបញ្ចូលចំនួនទឹកប្រាក់។')).toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    harness.sim.control.setScenario({ latencyMs: 150 });
    const { user } = await openScreen('/deposit');
    await user.type(await screen.findByLabelText('Amount (USD $)'), '5');
    await user.dblClick(screen.getByRole('button', { name: 'Request deposit' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Send request' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Deposit of $5.00 approved. Balance: $1,005.00.')).toBeInTheDocument();
    expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);
  });

  // Deposits and withdrawals carry no idempotency key (docs/api.md): a second request is a second transfer.
  it('sends one request for two submits handled before the button is re-rendered disabled', async () => {
    harness.sim.control.setScenario({ latencyMs: 100 });
    const { user } = await openScreen('/deposit');
    const amount = await screen.findByLabelText('Amount (USD $)');
    await user.type(amount, '5');
    const form = amount.closest('form');
    if (!form) throw new Error('the amount is in a form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const confirm = await screen.findByRole('button', { name: 'Send request' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Deposit of $5.00 approved. Balance: $1,005.00.')).toBeInTheDocument();
    expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);
    expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(100500);
  });

  // The form is gone, its request is not: a member who comes back must not be able to send it again.
  it('a deposit still on its way when the member leaves and comes back is shown sending, and is not sent again', async () => {
    // Held until the test lets it go: on its way however long the new page takes to show.
    const held = holdCalls(harness, DEPOSIT_CREATE_PATH);
    const { user, store, unmount } = await openScreen('/deposit');
    await user.type(await screen.findByLabelText('Amount (USD $)'), '20');
    await submitTransfer(user, 'Request deposit');
    await waitFor(() => expect(held.count()).toBe(1));
    unmount();

    renderWithProviders(<AppRoutes />, { store, route: '/deposit', language: 'en' });
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Amount (USD $)'), '20');
    await user.click(button);
    held.release();
    expect(await screen.findByText('Balance: $1,020.00')).toBeInTheDocument();
    expect(held.count()).toBe(1);
    expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);
    expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(102000);
  });

  // No request timeout (spec §9): a deposit may wait for ever. Its page reloaded or closed, the next
  // form must not look as if nothing had been sent.
  describe('a transfer that got no answer', () => {
    const NOTICE = 'Deposit request of $25.00, sent';

    async function depositWithoutAnswer() {
      harness.server.use(
        http.post(`*${DEPOSIT_CREATE_PATH}`, async ({ request }) => {
          await getResponse(harness.sim.handlers, request);
          return HttpResponse.error();
        }),
      );
      const view = await openScreen('/deposit');
      await view.user.type(await screen.findByLabelText('Amount (USD $)'), '25');
      await submitTransfer(view.user, 'Request deposit');
      await screen.findByText(/could not be confirmed/);
      harness.server.resetHandlers();
      return view;
    }

    it('is listed above the form with its amount and time, also on a new page, until the member has checked', async () => {
      const { store, unmount, user } = await depositWithoutAnswer();
      const notice = await screen.findByRole('alert', { name: 'Not confirmed' });
      expect(notice).toHaveTextContent(NOTICE);
      expect(notice).toHaveTextContent('no answer came. It may have gone through.');
      expect(notice).toHaveTextContent('Check your balance before sending it again.');
      unmount();

      // A new page (a reload, another tab): the form is clean, the notice is not.
      renderWithProviders(<AppRoutes />, { store, route: '/withdrawal', language: 'en' });
      expect(await screen.findByRole('alert', { name: 'Not confirmed' })).toHaveTextContent(NOTICE);
      expect(screen.getByText('Balance: $1,025.00')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'I have checked my balance' }));
      expect(screen.queryByRole('alert', { name: 'Not confirmed' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Amount (USD $)')).toHaveFocus();
    });

    it('is not listed for a transfer the server answered, yes or no', async () => {
      const { user } = await openScreen('/withdrawal');
      await user.type(await screen.findByLabelText('Amount (USD $)'), '5');
      await submitTransfer(user, 'Request withdrawal');
      await screen.findByText('Withdrawal of $5.00 approved. Balance: $995.00.');
      // The balance drops elsewhere: the server refuses the next one.
      const account = harness.sim.control.world().accounts.get(1001);
      if (account) account.balance = 100;
      await user.type(screen.getByLabelText('Amount (USD $)'), '50');
      await submitTransfer(user, 'Request withdrawal');
      await screen.findByText(/Withdrawal request failed/);
      expect(sent(WITHDRAWAL_CREATE_PATH)).toHaveLength(2);
      expect(screen.queryByRole('alert', { name: 'Not confirmed' })).not.toBeInTheDocument();
    });

    it('is not listed while it is on its way in this page, which says no answer has come after a while', async () => {
      const deposit = holdCalls(harness, DEPOSIT_CREATE_PATH);
      const { user, store, unmount } = await openScreen('/deposit');
      await user.type(await screen.findByLabelText('Amount (USD $)'), '25');
      await submitTransfer(user, 'Request deposit');
      await screen.findByRole('button', { name: 'Sending…' });
      unmount();
      renderWithProviders(<AppRoutes />, { store, route: '/deposit', language: 'en' });
      await screen.findByRole('button', { name: 'Sending…' });
      expect(screen.queryByRole('alert', { name: 'Not confirmed' })).not.toBeInTheDocument();
      expect(
        await screen.findByText(
          'No answer from the server yet. Do not send it again: if you leave or reload, check your balance first.',
        ),
      ).toBeInTheDocument();
      deposit.release();
      await screen.findByText('Deposit of $25.00 approved. Balance: $1,025.00.');
      expect(screen.queryByText(/No answer from the server yet/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert', { name: 'Not confirmed' })).not.toBeInTheDocument();
    });

    it('is listed in Khmer', async () => {
      const { store, unmount } = await depositWithoutAnswer();
      unmount();
      renderWithProviders(<AppRoutes />, { store, route: '/deposit', language: 'kh' });
      expect(await screen.findByRole('alert', { name: 'មិនទាន់បានបញ្ជាក់' })).toHaveTextContent(
        /សំណើដាក់ប្រាក់ \$25\.00 ដែលបានផ្ញើនៅ/,
      );
    });
  });

  it('shows the server reason when the server refuses a withdrawal, and keeps the amount to correct', async () => {
    const { user } = await openScreen('/withdrawal');
    await screen.findByText('Balance: $1,000.00');
    // The balance dropped elsewhere after the screen loaded it.
    const account = harness.sim.control.world().accounts.get(1001);
    if (account) account.balance = 100;
    await user.type(screen.getByLabelText('Amount (USD $)'), '50');
    await submitTransfer(user, 'Request withdrawal');
    expect(
      await screen.findByText('Withdrawal request failed. The balance is not enough for this amount.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Balance: $1.00')).toBeInTheDocument();
    // A refusal is a definite no: nothing moved, so the amount stays to be corrected.
    expect(screen.getByLabelText('Amount (USD $)')).toHaveValue('50');
    expect(screen.queryByText(/could not be confirmed/)).not.toBeInTheDocument();
    expect(sent(WITHDRAWAL_CREATE_PATH)).toHaveLength(1);
    expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(100);
  });

  // A refusal moved no money: the reason is shown, and the amount stays to be corrected.
  it.each([
    [
      'a 4xx without a reason (a gateway page)',
      () =>
        new HttpResponse('<html>403 Forbidden</html>', {
          status: 403,
          headers: { 'Content-Type': 'text/html' },
        }),
      'Deposit request failed. The server sent an answer the app cannot read. Please try again later.',
    ],
    [
      'a 400 VALIDATION_ERROR',
      () =>
        HttpResponse.json(
          { code: '400', message: 'Invalid amount', reason: 'VALIDATION_ERROR', data: null },
          { status: 400 },
        ),
      'Deposit request failed. The server refused the data. Check the fields and try again.',
    ],
  ])('keeps the amount when %s refuses a deposit, and says why', async (_case, answer, shown) => {
    harness.server.use(http.post(`*${DEPOSIT_CREATE_PATH}`, answer));
    const { user } = await openScreen('/deposit');
    await user.type(await screen.findByLabelText('Amount (USD $)'), '7');
    await submitTransfer(user, 'Request deposit');
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD $)')).toHaveValue('7');
    expect(screen.queryByText(/could not be confirmed/)).not.toBeInTheDocument();
  });

  describe('a deposit whose outcome is unknown', () => {
    const UNCONFIRMED =
      'Your deposit request was sent but could not be confirmed. It may have gone through: check your balance before trying again.';

    /** The simulator's real answer to a deposit it carried out, with `createdAt` as an ISO string. */
    async function withIsoCreatedAt(real: Response | undefined): Promise<Response> {
      const body = (await real?.json()) as { data: { createdAt: number } };
      return HttpResponse.json({
        ...body,
        data: { ...body.data, createdAt: new Date(body.data.createdAt).toISOString() },
      });
    }

    const errorPage = (status: number) =>
      new HttpResponse(`<html>${status}</html>`, { status, headers: { 'Content-Type': 'text/html' } });
    const cases: {
      name: string;
      /** The simulator carries out the deposit before the answer is replaced. */
      applied: boolean;
      answer: (real: Response | undefined) => Response | Promise<Response>;
    }[] = [
      {
        name: 'a 200 answer that fails the schema (createdAt as an ISO string)',
        applied: true,
        answer: withIsoCreatedAt,
      },
      {
        name: 'a connection dropped after the server made the deposit',
        applied: true,
        answer: () => HttpResponse.error(),
      },
      {
        name: 'a 500',
        applied: false,
        answer: () =>
          HttpResponse.json(
            {
              code: '500',
              message: 'Internal error',
              reason: 'INTERNAL_ERROR',
              data: null,
              serverTime: Date.now(),
            },
            { status: 500 },
          ),
      },
      {
        name: "a gateway's 502 page after the server made the deposit",
        applied: true,
        answer: () => errorPage(502),
      },
      { name: 'a 408 page', applied: false, answer: () => errorPage(408) },
      {
        name: 'a 429',
        applied: false,
        answer: () => HttpResponse.json({ code: '429', message: 'Slow down', data: null }, { status: 429 }),
      },
    ];

    it.each(cases)(
      'says it could not be confirmed, clears the amount and fetches the balance: $name',
      async ({ name, applied, answer }) => {
        const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
        harness.server.use(
          http.post(`*${DEPOSIT_CREATE_PATH}`, async ({ request }) =>
            answer(applied ? await getResponse(harness.sim.handlers, request) : undefined),
          ),
        );
        const { user } = await openScreen('/deposit');
        const amount = await screen.findByLabelText('Amount (USD $)');
        await screen.findByText('Balance: $1,000.00');
        await user.type(amount, '1');
        await submitTransfer(user, 'Request deposit');

        expect(await screen.findByText(UNCONFIRMED)).toBeInTheDocument();
        expect(screen.queryByText(/Deposit request failed/)).not.toBeInTheDocument();
        expect(amount).toHaveValue('');
        // The balance is fetched again and shows whether the money moved: exactly one deposit, or none.
        await waitFor(() => expect(balancesFetchedAfter(DEPOSIT_CREATE_PATH)).toBeGreaterThanOrEqual(1));
        expect(
          await screen.findByText(`Balance: ${applied ? '$1,001.00' : '$1,000.00'}`),
        ).toBeInTheDocument();
        expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(applied ? 100100 : 100000);
        expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);
        if (name.includes('schema'))
          expect(logged).toHaveBeenCalledWith(expect.stringContaining('Invalid answer'), expect.anything());

        // A second press does not send the same deposit again: the amount has to be typed anew.
        await submitTransfer(user, 'Request deposit');
        expect(screen.getByText('Enter an amount.')).toBeInTheDocument();
        expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);
      },
    );
    // The member is told to check the balance: an old one must not pass for "the money did not move".
    /**
     * A deposit of $1 whose answer is lost (carried out first when `applied`), after which the balance
     * cannot be read until `readable` is set; returns the screen, the amount field and that switch.
     */
    async function depositThenLoseTheBalance(applied: boolean) {
      jest.spyOn(logger, 'error').mockImplementation(() => undefined);
      const balance = { readable: true };
      harness.server.use(
        http.post(`*${DEPOSIT_CREATE_PATH}`, async ({ request }) => {
          if (applied) await getResponse(harness.sim.handlers, request);
          balance.readable = false;
          return HttpResponse.error();
        }),
        http.post(`*${getConfig().endpoints.getAccountById}`, () =>
          balance.readable ? undefined : HttpResponse.error(),
        ),
      );
      const { user } = await openScreen('/deposit');
      const amount = await screen.findByLabelText('Amount (USD $)');
      await screen.findByText('Balance: $1,000.00');
      await user.type(amount, '1');
      await submitTransfer(user, 'Request deposit');
      return { user, amount, balance };
    }

    it('marks the balance as an older one when it cannot be read again, and sends nothing until it can and has been seen', async () => {
      const { user, amount, balance } = await depositThenLoseTheBalance(true);
      expect(await screen.findByText(UNCONFIRMED)).toBeInTheDocument();
      expect(
        await screen.findByText('Balance when last read: $1,000.00. It could not be read again.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Balance: $1,000.00')).not.toBeInTheDocument();

      // The same deposit typed again is not sent on the old balance.
      await user.type(amount, '1');
      await submitTransfer(user, 'Request deposit');
      expect(
        await screen.findByText(
          'Your balance could not be read, so nothing was sent. Check your connection and try again.',
        ),
      ).toBeInTheDocument();
      expect(amount).toHaveFocus();
      expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);

      // Back online: the read shows the first deposit went through, and the second is still not sent.
      balance.readable = true;
      await submitTransfer(user, 'Request deposit');
      expect(
        await screen.findByText(
          'Your balance was read again and has changed: it is now $1,001.00. Nothing was sent: check it, then send again if you still want to.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Balance: $1,001.00')).toBeInTheDocument();
      expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(1);

      // Seen: a press now sends it (to a server that answers again).
      harness.server.resetHandlers();
      await submitTransfer(user, 'Request deposit');
      expect(await screen.findByText('Deposit of $1.00 approved. Balance: $1,002.00.')).toBeInTheDocument();
      expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(2);
      expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(100200);
    });

    it('sends on a balance read again that has not moved (the unconfirmed deposit did not go through)', async () => {
      const { user, amount, balance } = await depositThenLoseTheBalance(false);
      await screen.findByText('Balance when last read: $1,000.00. It could not be read again.');

      balance.readable = true;
      harness.server.resetHandlers();
      await user.type(amount, '1');
      await submitTransfer(user, 'Request deposit');
      expect(await screen.findByText('Deposit of $1.00 approved. Balance: $1,001.00.')).toBeInTheDocument();
      expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(100100);
    });
  });

  it('says in Khmer that a withdrawal whose connection dropped after it was made could not be confirmed', async () => {
    harness.server.use(
      http.post(`*${WITHDRAWAL_CREATE_PATH}`, async ({ request }) => {
        await getResponse(harness.sim.handlers, request);
        return HttpResponse.error();
      }),
    );
    const { user } = await openScreen('/withdrawal', 'kh');
    await screen.findByText('សមតុល្យ៖ $1,000.00');
    const amount = screen.getByLabelText('ចំនួនទឹកប្រាក់ (USD $)');
    await user.type(amount, '2.50');
    await submitTransfer(user, 'ស្នើសុំដកប្រាក់');
    expect(
      await screen.findByText(
        'សំណើដកប្រាក់របស់អ្នកត្រូវបានផ្ញើហើយ ប៉ុន្តែមិនអាចបញ្ជាក់លទ្ធផលបានទេ។ ប្រាក់អាចត្រូវបានដករួចហើយ៖ សូមពិនិត្យសមតុល្យរបស់អ្នក មុននឹងព្យាយាមម្តងទៀត។',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('');
    expect(await screen.findByText('សមតុល្យ៖ $997.50')).toBeInTheDocument();
    expect(balancesFetchedAfter(WITHDRAWAL_CREATE_PATH)).toBeGreaterThanOrEqual(1);
    expect(sent(WITHDRAWAL_CREATE_PATH)).toHaveLength(1);
    expect(harness.sim.control.world().accounts.get(1001)?.balance).toBe(99750);
  });

  it('the simulated server error (scenario) is an unknown outcome too, not a crash', async () => {
    const { user } = await openScreen('/deposit');
    await screen.findByText('Balance: $1,000.00');
    harness.sim.control.setScenario({ serverError: true });
    await user.type(screen.getByLabelText('Amount (USD $)'), '1');
    await submitTransfer(user, 'Request deposit');
    expect(
      await screen.findByText(
        'Your deposit request was sent but could not be confirmed. It may have gone through: check your balance before trying again.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request deposit' })).toBeEnabled();
    expect(screen.getByLabelText('Amount (USD $)')).toHaveValue('');
  });

  it('shows an error with a retry when the account cannot be loaded', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    harness.server.use(
      http.post(`*${getConfig().endpoints.getAccountById}`, () =>
        HttpResponse.json({ code: '200', message: 'OK', data: { id: 1001, balance: 'lots' } }),
      ),
    );
    await openScreen('/deposit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the app cannot read.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (USD $)')).not.toBeInTheDocument();
    await waitFor(() => expect(sent(DEPOSIT_CREATE_PATH)).toHaveLength(0));
  });
});
