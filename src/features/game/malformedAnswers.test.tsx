import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getConfig } from '@/config/env';
import GamePage from '@/features/game/GamePage';
import { selectBetting } from '@/features/game/gameSelectors';
import { logger } from '@/lib/logger';
import {
  openTable,
  placeDraft,
  renderTable,
  requestLog,
  shownBalance,
  simulatorBalance,
  START_BALANCE,
  statusesOf,
  type JoinBody,
} from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setupSimulator } from '@/testing/simulator';

/*
 * Answers the app cannot read (docs/game.md "Submission lifecycle"; docs/api.md, validated at the
 * boundary): never a crash, never taken for a confirmation. The simulator never sends them itself, so
 * an override stands in for it.
 */

const harness = setupSimulator();
const joinPath = getConfig().endpoints.joinGame;
const bettingPath = getConfig().endpoints.getBetting;
const { joins, joinBodies } = requestLog(harness);

describe('malformed answers', () => {
  const STALE = 'No answer from the table. Retrying… The round and balance shown may be out of date.';
  const MALFORMED_BETTING = { code: '200', message: 'OK', data: { round: {} }, serverTime: 0 };

  it('a malformed first betting answer: the "cannot be reached" line, no table, no crash; a good one opens it', async () => {
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    let malformed = true;
    harness.server.use(
      http.post(`*${bettingPath}`, () => (malformed ? HttpResponse.json(MALFORMED_BETTING) : undefined)),
    );
    const store = await openTable(harness.sim);
    renderWithProviders(<GamePage />, { store });

    expect(await screen.findByText('The table cannot be reached. Trying again…')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Invalid answer for getBetting', expect.anything());
    expect(selectBetting(store.getState())).toBeUndefined();
    expect(screen.queryByRole('button', { name: /^Tiger/ })).not.toBeInTheDocument();

    malformed = false;
    expect(await screen.findByText('Betting open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ })).toBeInTheDocument();
  });

  it('a malformed betting answer after a good one: the "out of date" line, the last good round kept, no crash', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const roundId = harness.sim.control.state().round.id;
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    let malformed = true;
    harness.server.use(
      http.post(`*${bettingPath}`, () => (malformed ? HttpResponse.json(MALFORMED_BETTING) : undefined)),
    );

    // Two polls without a readable answer: the HUD's status says so (StaleTableNotice).
    expect(await screen.findByText(STALE)).toHaveAttribute('role', 'status');
    expect(errors).toHaveBeenCalledWith('Invalid answer for getBetting', expect.anything());
    expect(selectBetting(store.getState())?.round).toMatchObject({ id: roundId, phase: 'BETTING' });
    expect(screen.getByText(`Round ${roundId}`)).toBeInTheDocument();
    // The HUD says there is no answer where the phase was: the phase on screen is only the last known.
    expect(screen.getByTestId('phase')).toHaveTextContent('No answer');
    expect(shownBalance()).toHaveTextContent('$1,000.00');
    // Still playable on the last good data; the server has the last word.
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByRole('button', { name: 'Tiger, stake $1.00, $1.00 draft' })).toBeInTheDocument();

    malformed = false;
    await waitFor(() => expect(screen.getByTestId('stale')).toBeEmptyDOMElement());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $1.00');
  });

  it('a malformed join answer is not a confirmation: pending, sent again with the same id, nothing charged', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const seen = statusesOf(store);
    // A gateway's answer in the success envelope that is not a join answer (status REJECTED).
    harness.server.use(
      http.post(`*${joinPath}`, async ({ request }) => {
        const body = (await request.clone().json()) as JoinBody;
        return HttpResponse.json({
          code: '200',
          message: 'OK',
          data: {
            requestId: body.requestId,
            roundId: body.roundId,
            status: 'REJECTED',
            bets: body.bets,
            totalStake: 1000,
            roundTotalStake: 1000,
            balance: START_BALANCE - 1000,
          },
          serverTime: Date.now(),
        });
      }),
    );
    placeDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Sending your bets…')).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Invalid answer for join', expect.anything()));
    // Join status does not know the id and betting is open: the same submission is sent again.
    await waitFor(() => expect(joins().length).toBeGreaterThanOrEqual(2));
    const requestId = store.getState().game.submission?.requestId;
    expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
    expect(seen).not.toContain('confirmed');
    expect(store.getState().game.submission).toMatchObject({ requestId, status: 'pending' });
    expect(screen.queryByText(/Bets confirmed/)).not.toBeInTheDocument();
    expect(screen.getByText('Sending your bets…')).toBeInTheDocument();
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE);
    expect(shownBalance()).toHaveTextContent('$1,000.00');
  });
});
