import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { AppRoutes } from '@/app/router';
import { getConfig } from '@/config/env';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore } from '@/testing/signedIn';
import { DEMO_AGENT, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const paths = getConfig().endpoints;

describe('updating a sub-account', () => {
  // A changed password or a closed account that the agent believes unsaved would be set again, or
  // believed still open: the answer lost is not a refusal.
  it('says an update whose answer was lost may have been saved, and shows the account as the server has it', async () => {
    const store = await signedInStore(DEMO_AGENT);
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { store, route: '/sub-accounts/1031' });
    const facts = await screen.findByRole('region', { name: 'Sub-account' });
    expect(within(facts).getByText('Active')).toBeInTheDocument();
    // The simulator carries the update out; the answer never reaches the page.
    harness.server.use(
      http.post(`*${paths.updateAccount}`, async ({ request }) => {
        await getResponse(harness.sim.handlers, request);
        return HttpResponse.error();
      }),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'INA');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        "The changes were sent but could not be confirmed. They may have been saved: check the account's details before saving again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The changes were not saved/)).not.toBeInTheDocument();
    expect(await within(facts).findByText('Inactive')).toBeInTheDocument();
  });
});
