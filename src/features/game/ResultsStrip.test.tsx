import { screen } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { getConfig } from '@/config/env';
import { ResultsStrip } from '@/features/game/ResultsStrip';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { playRound, signedInStore } from '@/testing/signedIn';
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

  it('says so in Khmer', async () => {
    harness.server.use(http.post(`*${resultsPath}`, () => HttpResponse.error()));
    await stripAfterOneRound('kh');
    expect(await screen.findByText('មិនអាចបង្ហាញលទ្ធផលបានទេនៅពេលនេះ។')).toBeInTheDocument();
  });
});
