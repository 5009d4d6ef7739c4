import { act, screen } from '@testing-library/react';
import { SessionLayout } from '@/features/auth/SessionLayout';
import { dismissAllToasts } from '@/lib/notify';
import { signedIn } from '@/session/authSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { sessionUser } from '@/testing/sessionUser';
import { setupSimulator } from '@/testing/simulator';

setupSimulator();

const member = sessionUser({ id: 1001, loginId: '010000001', sessionId: 'session-1' });
const agent = sessionUser({ id: 1003, loginId: '010000003', levelName: 'Agent', sessionId: 'session-2' });
const NOTICE = 'Signed in as 010000003 in another tab. This tab now plays as that account.';

afterEach(() => dismissAllToasts());

function signedInFrame(language: 'en' | 'kh' = 'en', route = '/') {
  return renderWithProviders(
    <SessionLayout>
      <p>screen</p>
    </SessionLayout>,
    { preloadedState: { auth: { user: member, refreshToken: 'r', expired: false } }, language, route },
  );
}

describe('taking another tab’s sign-in', () => {
  it('tells the member when this tab now plays as another account', async () => {
    const { store } = signedInFrame();
    act(() => {
      store.dispatch(signedIn({ user: agent, refreshToken: 'r2' }));
    });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it("drops the previous account's page of a list from the address", async () => {
    const { store } = signedInFrame('en', '/sub-accounts?page=3');
    act(() => {
      store.dispatch(signedIn({ user: agent, refreshToken: 'r2' }));
    });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sub-accounts$/);
  });

  it('says it in Khmer too', async () => {
    const { store } = signedInFrame('kh');
    act(() => {
      store.dispatch(signedIn({ user: agent, refreshToken: 'r2' }));
    });
    expect(
      await screen.findByText('បានចូលជា 010000003 នៅក្នុងផ្ទាំងមួយទៀត។ ផ្ទាំងនេះឥឡូវលេងជាគណនីនោះ។'),
    ).toBeInTheDocument();
  });

  it('says nothing when only the session changed (the same account signed in again elsewhere)', async () => {
    const { store } = signedInFrame();
    act(() => {
      store.dispatch(signedIn({ user: { ...member, sessionId: 'session-3' }, refreshToken: 'r3' }));
    });
    // Toasts show in the order they are asked for: once a later account switch is on screen, a notice
    // for the session-only change would be on screen too.
    act(() => {
      store.dispatch(signedIn({ user: agent, refreshToken: 'r4' }));
    });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as 010000001/)).not.toBeInTheDocument();
  });
});
