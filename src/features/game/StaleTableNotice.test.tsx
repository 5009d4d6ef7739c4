import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getConfig } from '@/config/env';
import GamePage from '@/features/game/GamePage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore } from '@/testing/signedIn';
import { holdCalls } from '@/testing/heldCalls';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const bettingPath = getConfig().endpoints.getBetting;
const STALE = 'No answer from the table. Retrying… The round and balance shown may be out of date.';
// Two polls, plus room for a loaded machine.
const SHOWN_WITHIN = { timeout: 20_000 };

async function loadedTable(language: 'en' | 'kh' = 'en') {
  harness.sim.control.skipTo('BETTING');
  const store = await signedInStore(DEMO_MEMBER);
  renderWithProviders(<GamePage />, { store, language });
  await screen.findByRole('button', { name: language === 'en' ? /^Tiger, stake/ : /^ខ្លា/ });
}

describe('a table whose answers stop coming once it has loaded', () => {
  it.each([
    ['the network is cut', () => HttpResponse.error()],
    [
      'every answer is one the app cannot read',
      () => HttpResponse.json({ code: '200', data: { round: {} } }),
    ],
  ])(
    'says the table may be out of date when %s, and clears it when answers come back',
    async (_what, answer) => {
      await loadedTable();
      expect(screen.getByTestId('stale')).toHaveTextContent('');
      harness.server.use(http.post(`*${bettingPath}`, answer));

      expect(await screen.findByText(STALE, {}, SHOWN_WITHIN)).toHaveAttribute('role', 'status');
      // On screen the HUD says it where the phase was, with a sign, not colour alone.
      expect(screen.getByTestId('phase')).toHaveTextContent('⚠ No answer');
      expect(screen.getByTestId('phase')).toHaveClass('hud__phase--stale');
      // The last round known is still on the table.
      expect(screen.getByRole('button', { name: /^Tiger, stake/ })).toBeInTheDocument();

      harness.server.resetHandlers();
      await waitFor(() => expect(screen.getByTestId('stale')).toHaveTextContent(''), SHOWN_WITHIN);
      expect(screen.getByTestId('phase')).not.toHaveClass('hud__phase--stale');
    },
  );

  it('says so when a call waits for an answer that does not come, and clears it when the answer comes', async () => {
    await loadedTable();
    const poll = holdCalls(harness, bettingPath);
    expect(await screen.findByText(STALE, {}, SHOWN_WITHIN)).toHaveAttribute('role', 'status');
    poll.release();
    await waitFor(() => expect(screen.getByTestId('stale')).toHaveTextContent(''), SHOWN_WITHIN);
  });

  it('says it in Khmer', async () => {
    await loadedTable('kh');
    harness.server.use(http.post(`*${bettingPath}`, () => HttpResponse.error()));
    expect(
      await screen.findByText(
        'តុល្បែងមិនឆ្លើយតបទេ។ កំពុងព្យាយាមម្តងទៀត… ជុំ និងសមតុល្យដែលបង្ហាញ អាចមិនទាន់សម័យ។',
        {},
        SHOWN_WITHIN,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('phase')).toHaveTextContent('មិនឆ្លើយតប');
  });
});
