import { render, screen, waitFor } from '@testing-library/react';
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
jest.mock('@/features/support/SupportPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/SupportPanel.js');
});

setupSimulator();

it('leaves the support panel out when its chunk cannot be downloaded, and keeps the page', async () => {
  // The boundary logs the failed download, and React reports it caught: expected here.
  const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
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
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  // The panel's failure reached its own boundary (which logs it), not the app's error screen.
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Render failed', expect.anything()));
  expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
});
