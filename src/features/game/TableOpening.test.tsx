import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { AppStore } from '@/app/store';
import { gameApi } from '@/features/game/gameApi';
import { selectCurrentRoundId } from '@/features/game/gameSelectors';
import { TableOpening, useRoundOpenedInResult } from '@/features/game/TableOpening';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

// The round the table opened in the result of (docs/game.md "The climax"): one fact for its parts.
const harness = setupSimulator();

function Part({ name }: { name: string }) {
  return <output aria-label={name}>{String(useRoundOpenedInResult())}</output>;
}

/** The table's parts: one mounted with it, one mounted later (a part shown again, say). */
function Table() {
  const [later, setLater] = useState(false);
  return (
    <TableOpening>
      <Part name="first" />
      {later ? <Part name="later" /> : <button onClick={() => setLater(true)}>Mount</button>}
    </TableOpening>
  );
}

async function tableStore(phase: 'BETTING' | 'RESULT'): Promise<AppStore> {
  harness.sim.control.skipTo(phase);
  const store = await signedInStore(DEMO_MEMBER);
  await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id));
  return store;
}

const movePhase = (store: AppStore, phase: 'BETTING' | 'RESULT', roundId: number) =>
  act(() => {
    store.dispatch(
      gameApi.util.updateQueryData('getBetting', userOf(store).id, (draft) => {
        draft.round.phase = phase;
        draft.round.id = roundId;
      }),
    );
  });

describe('TableOpening', () => {
  it('gives a part mounted in a result the table saw coming no round to tell at once', async () => {
    const store = await tableStore('BETTING');
    const roundId = selectCurrentRoundId(store.getState())!;
    renderWithProviders(<Table />, { store });
    movePhase(store, 'RESULT', roundId);
    fireEvent.click(screen.getByRole('button', { name: 'Mount' }));
    expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent('null');
    // Read at its own mount, the part would tell this round at once while the others reveal it.
    expect(screen.getByRole('status', { name: 'later' })).toHaveTextContent('null');
  });

  it('gives every part the round the table opened in the result of, whenever it mounts', async () => {
    const store = await tableStore('RESULT');
    const roundId = selectCurrentRoundId(store.getState())!;
    renderWithProviders(<Table />, { store });
    movePhase(store, 'BETTING', roundId + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Mount' }));
    expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent(String(roundId));
    expect(screen.getByRole('status', { name: 'later' })).toHaveTextContent(String(roundId));
  });
});
