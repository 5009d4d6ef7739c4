import { screen, waitFor } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { getConfig } from '@/config/env';
import { gameApi } from '@/features/game/gameApi';
import { ResultsStrip } from '@/features/game/ResultsStrip';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { playRound, signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const resultsPath = getConfig().endpoints.allGameResults;

async function stripAfterOneRound(language: 'en' | 'kh' = 'en') {
  const store = await signedInStore(DEMO_MEMBER);
  const roundId = await playRound(store, harness.sim, [{ symbol: 'FISH', stake: 100 }]);
  renderWithProviders(<ResultsStrip />, { store, language });
  return roundId;
}

describe('the last results strip', () => {
  it('lists results whose seeds are absent or null (as the Results screen does)', async () => {
    harness.server.use(
      http.post(`*${resultsPath}`, async ({ request }) => {
        const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as {
          data: { items: Record<string, unknown>[] };
        };
        answer.data.items = answer.data.items.map(({ seed: _seed, ...item }) => ({
          ...item,
          seedHash: null,
        }));
        return HttpResponse.json(answer);
      }),
    );
    const roundId = await stripAfterOneRound();
    expect(await screen.findByTestId('results')).toHaveTextContent(`#${roundId}`);
  });

  it('says the results cannot be shown when the call fails, rather than "No results yet"', async () => {
    harness.server.use(http.post(`*${resultsPath}`, () => HttpResponse.error()));
    await stripAfterOneRound();
    expect(await screen.findByText('Results cannot be shown right now.')).toBeInTheDocument();
    expect(screen.queryByText('No results yet')).not.toBeInTheDocument();
  });

  it('keeps saying so while a retry is under way (no request timeout: it may hang)', async () => {
    let calls = 0;
    harness.server.use(
      http.post(`*${resultsPath}`, async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        await delay('infinite');
        return HttpResponse.error();
      }),
    );
    const store = await signedInStore(DEMO_MEMBER);
    renderWithProviders(<ResultsStrip />, { store });
    expect(await screen.findByText('Results cannot be shown right now.')).toBeInTheDocument();
    const { loginId, sessionId, id } = userOf(store);
    void store.dispatch(
      gameApi.endpoints.allResults.initiate(
        { loginId, deviceId: sessionId, accountId: id },
        { forceRefetch: true },
      ),
    );
    await waitFor(() => expect(calls).toBe(2));
    const entry = () =>
      gameApi.endpoints.allResults.select({ loginId, deviceId: sessionId, accountId: id })(store.getState());
    await waitFor(() => expect(entry().status).toBe('pending'));
    expect(await screen.findByText('Results cannot be shown right now.')).toBeInTheDocument();
    expect(screen.queryByText('No results yet')).not.toBeInTheDocument();
  });

  it('says so in Khmer', async () => {
    harness.server.use(http.post(`*${resultsPath}`, () => HttpResponse.error()));
    await stripAfterOneRound('kh');
    expect(await screen.findByText('មិនអាចបង្ហាញលទ្ធផលបានទេនៅពេលនេះ។')).toBeInTheDocument();
  });
});

describe('a result the table never showed', () => {
  it('is listed as soon as the table moves on to the next round', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = await signedInStore(DEMO_MEMBER);
    const accountId = userOf(store).id;
    await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId));
    const missed = harness.sim.control.state().round.id;
    renderWithProviders(<ResultsStrip />, { store });
    expect(await screen.findByTestId('results')).toHaveTextContent(`#${missed - 1}`);

    // The table's answers skip the round's result (a hidden tab, say): the next one is of the next round.
    harness.sim.control.skipTo('RESULT');
    harness.sim.control.skipTo('BETTING');
    await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId, { forceRefetch: true }));
    await waitFor(() => expect(screen.getByTestId('results')).toHaveTextContent(`#${missed}`));
  });
});
