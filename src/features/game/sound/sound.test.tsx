import { act, fireEvent, screen } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { GAME_STATUS_POLL_MS } from '@/features/game/InactiveGameNotice';
import { SOUND_KEY, selectSoundOn, soundTurnedOff } from '@/features/game/sound/soundSlice';
import { SoundSwitch } from '@/features/game/sound/SoundSwitch';
import type { SoundOutput } from '@/lib/sound/soundOutput';
import type { SoundCue } from '@/lib/sound/synth';
import { advanceGameClock, renderTableOnTestClock } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { loginOn } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * The table's sound (docs/game.md "Sound"): the switch, and the listeners that play the cues, with the
 * simulator on jest's clock and a stand-in for the audio (soundOutput.test.ts covers Web Audio itself).
 */
const harness = setupSimulator({}, { clock: 'jest' });

afterEach(() => jest.useRealTimers());

function fakeSound(): SoundOutput & { played: SoundCue[]; unlock: jest.Mock } {
  const played: SoundCue[] = [];
  return { played, unlock: jest.fn(), play: (cue) => void played.push(cue) };
}

const soundSwitch = () => screen.getByRole('button', { name: 'Sound' });

describe('the Sound switch', () => {
  it('is off until the member turns it on, and the device remembers the choice', () => {
    const sound = fakeSound();
    const store = makeStore(undefined, { sound });
    renderWithProviders(<SoundSwitch />, { store });
    expect(soundSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SOUND_KEY)).toBeNull();

    fireEvent.click(soundSwitch());
    expect(soundSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    // The click is the gesture that may start the audio; a chip's click says it works.
    expect(sound.unlock).toHaveBeenCalledTimes(1);
    expect(sound.played).toEqual(['chip']);
    // The next page (a reload, another tab) starts with it on.
    expect(selectSoundOn(makeStore().getState())).toBe(true);

    fireEvent.click(soundSwitch());
    expect(soundSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    expect(selectSoundOn(makeStore().getState())).toBe(false);
    expect(sound.played).toEqual(['chip']);
  });

  it('is named in Khmer too', () => {
    renderWithProviders(<SoundSwitch />, { language: 'kh' });
    expect(screen.getByRole('button', { name: 'សំឡេង' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the table with sound', () => {
  /** Milliseconds of betting left on the simulator's round. */
  const bettingLeft = () => harness.sim.control.state().round.closesAt - harness.sim.control.now();

  async function openTable(sound: SoundOutput) {
    harness.sim.control.skipTo('BETTING');
    const store = makeStore(undefined, { sound });
    await loginOn(store, DEMO_MEMBER);
    await renderTableOnTestClock(store);
    return store;
  }

  /** A chip on the Tiger, then the round played up to its close and one answer after. */
  async function chipThenClose(store: Awaited<ReturnType<typeof openTable>>) {
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    await advanceGameClock(store, bettingLeft() - 5200);
  }

  it('sounds a chip, each of the last five seconds of betting once, and the shake', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const sound = fakeSound();
    const store = await openTable(sound);
    await chipThenClose(store);
    expect(sound.played).toEqual(['chip']);

    for (let second = 5; second >= 1; second -= 1) {
      await advanceGameClock(store, 1000);
      expect(sound.played.filter((cue) => cue === 'tick')).toHaveLength(6 - second);
    }
    // Betting closes; the next answer shows the round closed.
    await advanceGameClock(store, 2000);
    expect(sound.played).toEqual(['chip', 'tick', 'tick', 'tick', 'tick', 'tick', 'shake']);
  });

  it('makes no sound while it is off (the default)', async () => {
    const sound = fakeSound();
    const store = await openTable(sound);
    await chipThenClose(store);
    await advanceGameClock(store, 7200);
    expect(screen.getByTestId('phase')).toHaveTextContent(/closed/i);
    expect(sound.played).toEqual([]);
  });

  it('stops the ticks when the member turns sound off', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const sound = fakeSound();
    const store = await openTable(sound);
    await chipThenClose(store);
    await advanceGameClock(store, 2000);
    expect(sound.played).toEqual(['chip', 'tick', 'tick']);
    act(() => void store.dispatch(soundTurnedOff()));
    await advanceGameClock(store, 5200);
    expect(sound.played).toEqual(['chip', 'tick', 'tick']);
  });

  it('does not count down aloud a game the server says is not active', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const sound = fakeSound();
    const store = await openTable(sound);
    harness.sim.control.setGameStatus({ loginId: DEMO_MEMBER.phoneNumber }, 'INA');
    await advanceGameClock(store, GAME_STATUS_POLL_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('The game is not active');
    await advanceGameClock(store, bettingLeft() - 100);
    expect(sound.played).toEqual([]);
  });
});
