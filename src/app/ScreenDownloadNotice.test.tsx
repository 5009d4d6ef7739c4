import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { lazyScreen } from '@/app/lazyScreen';
import { CHECK_EVERY_MS, ScreenDownloadNotice, SHOW_AFTER_MS } from '@/app/ScreenDownloadNotice';
import { SLOW_START_MS } from '@/app/slowStart';
import type { Language } from '@/lib/i18n/languages';
import { createTestI18n } from '@/testing/testI18n';

function Table() {
  return <h1>The table</h1>;
}

function MyBets() {
  return <h1>My bets</h1>;
}

type MyBetsModule = { default: typeof MyBets };

/**
 * A frame with the notice, a menu and two screens, the second loaded on demand through a download the
 * test holds. The app's router: its links navigate in a transition, and put the URL in the address bar
 * first (the notice compares the two).
 */
function renderFrame(language: Language = 'en') {
  window.history.replaceState(null, '', '/');
  let arrive: (module: MyBetsModule) => void = () => undefined;
  const MyBetsScreen = lazyScreen(() => new Promise<MyBetsModule>((resolve) => (arrive = resolve)));
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <BrowserRouter>
        <Suspense fallback={<p>Full-screen spinner</p>}>
          <nav>
            <Link to="/my-bets">Open my bets</Link>
            <Link to="/">Back to the table</Link>
          </nav>
          <ScreenDownloadNotice />
          <Routes>
            <Route path="/" element={<Table />} />
            <Route path="/my-bets" element={<MyBetsScreen />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </I18nextProvider>,
  );
  return { arrive: (module: MyBetsModule) => act(async () => arrive(module)) };
}

const notice = () => screen.queryByRole('status');
/** Time passes in steps, each in an act() of its own: React renders between them, as in a browser. */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += CHECK_EVERY_MS / 5) {
    await act(async () => jest.advanceTimersByTimeAsync(Math.min(CHECK_EVERY_MS / 5, ms - passed)));
  }
}
const tap = (name: string) =>
  userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('link', { name }));

describe("the frame's notice of a screen whose code is on its way", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the screen the member left, says after a while that the next one is loading, then that it is slow', async () => {
    const { arrive } = renderFrame();
    // No live region while nothing is awaited: a screen is loaded when no status is left.
    expect(notice()).not.toBeInTheDocument();

    await tap('Open my bets');
    await wait(SHOW_AFTER_MS - 1);
    // A quick download shows nothing (the live region is there, empty); the table stays, not the
    // full-screen spinner.
    expect(notice()).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { name: 'The table' })).toBeInTheDocument();
    expect(screen.queryByText('Full-screen spinner')).not.toBeInTheDocument();

    await wait(1);
    expect(notice()).toHaveTextContent(/^Loading…$/);
    expect(screen.getByRole('heading', { name: 'The table' })).toBeInTheDocument();

    await wait(SLOW_START_MS - SHOW_AFTER_MS);
    expect(notice()).toHaveTextContent('Loading…Still loading: the connection is slow or down.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Full-screen spinner')).not.toBeInTheDocument();

    await arrive({ default: MyBets });
    expect(await screen.findByRole('heading', { name: 'My bets' })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('goes when the member goes back to a screen that is there, though the download goes on', async () => {
    const { arrive } = renderFrame();
    await tap('Open my bets');
    await wait(SHOW_AFTER_MS);
    expect(notice()).toHaveTextContent('Loading…');

    await tap('Back to the table');
    await wait(SLOW_START_MS);
    expect(screen.getByRole('heading', { name: 'The table' })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();

    // Asked for again: the same download, still on its way, and the wait counts afresh (from the
    // frame's next look at the address bar).
    await tap('Open my bets');
    await wait(CHECK_EVERY_MS + SHOW_AFTER_MS - 1);
    expect(notice()).toBeEmptyDOMElement();
    await wait(CHECK_EVERY_MS);
    expect(notice()).toHaveTextContent(/^Loading…$/);
    await arrive({ default: MyBets });
    expect(await screen.findByRole('heading', { name: 'My bets' })).toBeInTheDocument();
  });

  it("speaks the member's language", async () => {
    const { arrive } = renderFrame('kh');
    await tap('Open my bets');
    await wait(SLOW_START_MS);
    expect(notice()).toHaveTextContent('កំពុងផ្ទុក…នៅតែកំពុងផ្ទុក៖ ការតភ្ជាប់យឺត ឬដាច់។');
    expect(screen.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' })).toBeInTheDocument();
    await arrive({ default: MyBets });
  });
});
