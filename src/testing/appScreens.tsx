import { fireEvent, screen } from '@testing-library/react';
import { AppRoutes } from '@/app/router';
import type { AppStore } from '@/app/store';
import { advanceGameClock } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';

/*
 * The whole app on jest's fake clock (the network stays real: MSW), moved between screens as a member
 * moves: for what happens while the table is not the screen shown.
 */

/** The app at `route` on jest's fake clock, once it has settled. */
export async function renderAppOnTestClock(store: AppStore, route: string): Promise<void> {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderWithProviders(<AppRoutes />, { store, route });
  await advanceGameClock(store, 0);
}

/** Lets the table's screen download and its first betting answer come in. */
export async function tableShown(store: AppStore): Promise<void> {
  const board = () => screen.queryByRole('button', { name: /^Gourd, stake/ });
  for (let step = 0; step < 50 && !board(); step += 1) await advanceGameClock(store, 10);
  expect(board()).toBeInTheDocument();
}

/** Opens a screen from the menu, as a member would. */
export async function openFromMenu(store: AppStore, name: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  fireEvent.click(screen.getByRole('link', { name }));
  await advanceGameClock(store, 0);
  expect(screen.getByRole('heading', { name, level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('main', { name: 'Game table' })).not.toBeInTheDocument();
}

/** Back to the table from another screen's link. */
export async function backToTheGame(store: AppStore): Promise<void> {
  fireEvent.click(screen.getByRole('link', { name: 'Back to the game' }));
  // The table asks for betting data as it mounts: its answer lands inside act.
  await advanceGameClock(store, 0);
  await tableShown(store);
}

/** A toast with these words, once sonner (downloaded with the first toast) has shown it. */
export async function toastSaying(store: AppStore, text: string): Promise<HTMLElement> {
  for (let step = 0; step < 50 && !screen.queryByText(text); step += 1) await advanceGameClock(store, 10);
  return screen.getByText(text);
}
