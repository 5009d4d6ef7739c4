import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { playRound, signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const paths = getConfig().endpoints;
const bodies = (path: string) =>
  harness.requests.filter((request) => request.path === path).map((request) => request.body);

async function openMyBets(rounds = 0, beforeRender: () => void = () => undefined, route = '/my-bets') {
  const store = await signedInStore(DEMO_MEMBER);
  const played: number[] = [];
  for (let n = 0; n < rounds; n += 1) {
    played.push(
      await playRound(store, harness.sim, [
        { symbol: 'TIGER', stake: 1000 },
        { symbol: 'CRAB', stake: 500 },
      ]),
    );
  }
  harness.requests.length = 0;
  beforeRender();
  const view = renderWithProviders(<AppRoutes />, { store, route });
  return { ...view, store, played, user: userEvent.setup() };
}

describe('My bets', () => {
  it('asks the header report v2 with pageSize 0 and the plain report with pageSize 1, limit 10', async () => {
    const { store } = await openMyBets();
    expect(await screen.findByText('No bets yet. Your settled rounds will show here.')).toBeInTheDocument();
    const base = { loginId: '010000001', deviceId: userOf(store).sessionId, accountId: 1001, limit: 10 };
    expect(bodies(paths.gameReportHeaderV2)).toEqual([{ ...base, pageSize: 0 }]);
    expect(bodies(paths.gameReport)).toEqual([{ ...base, pageSize: 1 }]);
    expect(bodies(paths.gameReportV1)).toEqual([]);
  });

  it('shows a played round: the bets, the dice, the payout and the net, and the header totals', async () => {
    const { played } = await openMyBets(1);
    const round = await screen.findByRole('article', { name: new RegExp(`Round #${played[0]}`) });
    const report = harness.sim.control.world().reports.latest(1001);
    if (!report) throw new Error('the simulator has no report row');
    const name = (symbol: string) => symbol.charAt(0) + symbol.slice(1).toLowerCase();
    expect(
      within(round).getByRole('list', { name: `Dice: ${report.dice.map(name).join(', ')}` }),
    ).toBeVisible();
    const tiger = within(round).getByRole('row', { name: /Tiger/ });
    expect(tiger).toHaveTextContent('$10.00');
    const tigerPayout = report.bets.find((bet) => bet.symbol === 'TIGER')?.payout ?? -1;
    expect(tiger).toHaveTextContent(`$${(tigerPayout / 100).toFixed(2)}`);
    expect(within(round).getByRole('row', { name: /Total/ })).toHaveTextContent('$15.00');
    const net =
      report.net > 0
        ? `+\u2060$${(report.net / 100).toFixed(2)}`
        : `\u2212\u2060$${(-report.net / 100).toFixed(2)}`;
    // Not getByText(net): a net of $0.00 (two crabs, no tiger) is also the text of the tiger's payout.
    expect(within(round).getByText(/^Net:/)).toHaveTextContent(`Net: ${report.net === 0 ? '$0.00' : net}`);
    // settledAt in the en-US style of spec §9, e.g. "22 Nov 2026, 3:05 PM".
    expect(
      within(round).getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals of all your rounds' });
    expect(within(totals).getByText('Rounds').nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText('Total stake').nextSibling).toHaveTextContent('$15.00');
  });

  it('pages through the plain report (pageSize 2 for the second page)', async () => {
    const { user, store } = await openMyBets(11);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    // Unavailable, yet focusable (a button disabled under the focus would drop it): a press asks nothing.
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    const asked = bodies(paths.gameReport).length;
    await user.click(previous);
    expect(bodies(paths.gameReport)).toHaveLength(asked);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    const { sessionId } = userOf(store);
    expect(bodies(paths.gameReport).at(-1)).toEqual({
      loginId: '010000001',
      deviceId: sessionId,
      accountId: 1001,
      pageSize: 2,
      limit: 10,
    });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  // The server takes page numbers up to 1,000,000 (docs/api.md): a larger one in the address would be
  // refused, and Try again would send the same refused request again.
  it('opens a page number past what the server takes on the last page, with no error', async () => {
    await openMyBets(0, undefined, '/my-bets?page=1000001');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-bets$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const asked = bodies(paths.gameReport).map((body) => (body as { pageSize: number }).pageSize);
    expect(Math.max(...asked)).toBe(1_000_000);
    expect(asked.at(-1)).toBe(1);
  });

  it.each([
    [
      'its JSON 404',
      () =>
        HttpResponse.json(
          { code: '404', message: 'Not found', reason: 'NOT_FOUND', data: null },
          { status: 404 },
        ),
    ],
    [
      "a proxy's 404 page",
      () =>
        new HttpResponse('<html>Not Found</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('falls back to the header report v1 when the server has no v2 (%s)', async (_what, answer) => {
    harness.server.use(http.post(`*${paths.gameReportHeaderV2}`, answer));
    const { store } = await openMyBets(1);
    expect(await screen.findByRole('region', { name: 'Totals of all your rounds' })).toBeInTheDocument();
    expect(bodies(paths.gameReportV1)).toEqual([
      { loginId: '010000001', deviceId: userOf(store).sessionId, accountId: 1001, pageSize: 0, limit: 10 },
    ]);
  });

  it('shows an error with a retry for a partial answer, not a crash', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    harness.server.use(
      http.post(`*${paths.gameReport}`, () =>
        HttpResponse.json({ code: '200', message: 'OK', data: { items: [{ roundId: 1 }] } }),
      ),
    );
    await openMyBets();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the app cannot read.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Invalid answer'), expect.anything());
  });

  it('shows an error for a server failure and recovers on retry', async () => {
    const { user } = await openMyBets(0, () => harness.sim.control.setScenario({ serverError: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request failed. Please try again.');
    harness.sim.control.setScenario({ serverError: false });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets yet. Your settled rounds will show here.')).toBeInTheDocument();
  });

  it('is in Khmer too', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    await playRound(store, harness.sim, [{ symbol: 'FISH', stake: 100 }]);
    renderWithProviders(<AppRoutes />, { store, route: '/my-bets', language: 'kh' });
    expect(await screen.findByRole('heading', { name: 'ការភ្នាល់របស់ខ្ញុំ', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'សរុបនៃជុំទាំងអស់របស់អ្នក' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /ត្រី/ })).toBeInTheDocument();
  });
});
