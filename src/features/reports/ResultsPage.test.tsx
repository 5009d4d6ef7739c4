import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { holdCalls } from '@/testing/heldCalls';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/**
 * The simulator's rounds follow the real clock, and a result landing between the page's answer and the
 * test's read of the simulator made the two lists differ by a round; on a busy machine a test can take
 * longer than a phase. Betting here lasts ten minutes, so from the start of betting (or from a result)
 * no new result lands while a test runs, however slow the machine.
 */
const harness = setupSimulator({ bettingMs: 10 * 60_000 });
const path = getConfig().endpoints.allGameResults;
const bodies = () => harness.requests.filter((request) => request.path === path).map((r) => r.body);

async function openResults(language: 'en' | 'kh' = 'en') {
  const store = await signedInStore(DEMO_MEMBER);
  harness.requests.length = 0;
  const view = renderWithProviders(<AppRoutes />, { store, route: '/results', language });
  return { ...view, store, user: userEvent.setup() };
}

/** The start of betting: the next result is ten minutes and the shake away. */
function resultsStillForAWhile(): void {
  harness.sim.control.skipTo('BETTING');
}

describe('Results', () => {
  it('asks all game results with loginId, deviceId, accountId, pageSize 1 and limit 10', async () => {
    const { store } = await openResults();
    await screen.findByRole('region', { name: 'Last results' });
    expect(bodies()).toEqual([
      { loginId: '010000001', deviceId: userOf(store).sessionId, accountId: 1001, pageSize: 1, limit: 10 },
    ]);
  });

  it('lists the last rounds with their dice, newest first', async () => {
    resultsStillForAWhile();
    await openResults();
    const list = await screen.findByRole('region', { name: 'Last results' });
    const newest = harness.sim.control.world().engine.resultsPage(0, 1).items[0];
    if (!newest) throw new Error('the simulator has no results');
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent(`#${newest.roundId}`);
    const name = (symbol: string) => symbol.charAt(0) + symbol.slice(1).toLowerCase();
    expect(within(rows[1] as HTMLElement).getByRole('list')).toHaveAccessibleName(
      `Dice: ${newest.dice.map(name).join(', ')}`,
    );
  });

  it('counts each symbol against the expected 1 in 6 and says the dice have no memory', async () => {
    resultsStillForAWhile();
    await openResults();
    const stats = await screen.findByRole('region', { name: 'How often each symbol appeared' });
    const items = harness.sim.control.world().engine.resultsPage(0, 10).items;
    const tigers = items.flatMap((result) => result.dice).filter((face) => face === 'TIGER').length;
    const tigerRow = within(stats).getByRole('row', { name: /^Tiger/ });
    expect(tigerRow).toHaveTextContent(String(tigers));
    expect(tigerRow).toHaveTextContent(`${((tigers / 30) * 100).toFixed(1)}%`);
    expect(tigerRow).toHaveTextContent('16.7% (5.0)');
    expect(within(stats).getByText(/Dice have no memory/)).toBeInTheDocument();
    expect(within(stats).getByText(/Over the 10 rounds above \(30 dice\)/)).toBeInTheDocument();
  });

  it('pages to older results with pageSize 2, the page in the address and the focus on the pager', async () => {
    harness.sim.control.skipTo('RESULT');
    const { user } = await openResults();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodies().at(-1)).toMatchObject({ pageSize: 2, limit: 10 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/results\?page=2$/);
    // A page turn is no new screen: the title does not take the focus from the pager.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/results$/);
  });

  it('names the page of the rows on screen while the page asked for loads, then turns', async () => {
    harness.sim.control.skipTo('RESULT');
    const { user } = await openResults();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    const firstRow = () =>
      within(screen.getByRole('region', { name: 'Last results' })).getAllByRole('row')[1];
    const pageOneNewest = firstRow()?.textContent;
    const held = holdCalls(harness, path);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(held.count()).toBe(1));
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(firstRow()?.textContent).toBe(pageOneNewest);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(firstRow()?.textContent).not.toBe(pageOneNewest);
    // Back to a page read before: its rows are shown from the cache while read again, and so is its number.
    const heldAgain = holdCalls(harness, path);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(heldAgain.count()).toBe(1));
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(firstRow()?.textContent).toBe(pageOneNewest);
    heldAgain.release();
    await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument());
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  // A reload or a link keeps the place: the page comes from the address.
  it.each([
    ['/results?page=2', 'Page 2 of 2', 2, /^\/results\?page=2$/],
    ['/results?page=9', 'Page 2 of 2', 2, /^\/results\?page=2$/],
    ['/results?page=1000001', 'Page 2 of 2', 2, /^\/results\?page=2$/],
    ['/results?page=abc', 'Page 1 of 2', 1, /^\/results\?page=abc$/],
  ])('opens %s on the page it names (past the last: the last)', async (route, shown, pageSize, address) => {
    harness.sim.control.skipTo('RESULT');
    const store = await signedInStore(DEMO_MEMBER);
    harness.requests.length = 0;
    renderWithProviders(<AppRoutes />, { store, route });
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ pageSize }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(address);
  });

  it('shows an error for a bad answer, not a crash', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    harness.server.use(
      http.post(`*${path}`, () =>
        HttpResponse.json({ code: '200', message: 'OK', data: { items: [{ roundId: 5, dice: ['TIGER'] }] } }),
      ),
    );
    await openResults();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the app cannot read.',
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Invalid answer'), expect.anything());
  });

  it('shows a Khmer screen', async () => {
    await openResults('kh');
    expect(await screen.findByRole('region', { name: 'រូបនីមួយៗចេញញឹកញាប់ប៉ុណ្ណា' })).toBeInTheDocument();
    expect(screen.getByText(/គ្រាប់ឡុកឡាក់គ្មានការចងចាំទេ/)).toBeInTheDocument();
  });
});
