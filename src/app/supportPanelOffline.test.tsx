import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { App } from '@/app/App';
import { loaderFor } from '@/app/session/sessionLoader';
import type { StoreFrameProps } from '@/app/session/sessionTypes';
import { makeStore } from '@/app/store';
import { signInOn } from '@/features/auth/signIn';
import { logger } from '@/lib/logger';
import { renderedStores } from '@/testing/renderedStores';
import { setupSimulator } from '@/testing/simulator';
import { createTestI18n } from '@/testing/testI18n';

// A QA build (the panel is in it), on a connection lost before the panel's chunk came.
jest.mock('@/config/rawEnv', () => ({
  ...jest.requireActual<object>('@/config/rawEnv'),
  SUPPORT_PANEL_BUILD: true,
}));
// While `mockOffline` is true the panel's chunk cannot be downloaded (Safari's words, which name no
// chunk: a later try imports the module again, as Jest can); then it can.
let mockOffline = true;
jest.mock('@/features/support/SupportPanel', () => {
  if (mockOffline) throw new TypeError('Importing a module script failed.');
  return jest.requireActual('@/features/support/SupportPanel');
});

setupSimulator();

/** The whole app on /login, as a QA build's page starts. */
function renderApp() {
  // The boundary logs the failed download, and React reports it caught: expected here.
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/login');
  const store = makeStore();
  renderedStores.add(store);
  const StoreFrame = ({ children }: StoreFrameProps) => <Provider store={store}>{children}</Provider>;
  render(
    <App
      session={loaderFor({ store, StoreFrame, signIn: signInOn(store.dispatch) })}
      i18n={createTestI18n('en')}
    />,
  );
}

// Once downloaded, a chunk stays (in the browser as in Jest's module registry): the test that brings
// the connection back comes last.
it('leaves the support panel out when its chunk cannot be downloaded, and keeps the page', async () => {
  renderApp();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  // The panel's download failed (its boundary logs it), and the page stayed.
  await waitFor(() => expect(logger.error).toHaveBeenCalledWith('Render failed', expect.anything()));
  expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  expect(screen.queryByText('Support tools (simulator)')).not.toBeInTheDocument();
});

it('brings the support panel in once the browser is back online', async () => {
  renderApp();
  await waitFor(() => expect(logger.error).toHaveBeenCalledWith('Render failed', expect.anything()));
  mockOffline = false;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Support tools (simulator)')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
});
