import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { useSelectedAfterPaint } from '@/app/hooks';
import { languageChanged, selectLanguage } from '@/features/language/languageSlice';

describe('useSelectedAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The next animation frame, then the task after it. */
  const nextFrame = () => act(() => jest.advanceTimersByTimeAsync(20));

  function renderSelection() {
    const store = makeStore();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const view = renderHook(
      () => {
        renders += 1;
        return useSelectedAfterPaint(selectLanguage);
      },
      { wrapper },
    );
    return { store, view, renders: () => renders };
  }

  it('shows the store at once, and a change only once the frame after it has run', async () => {
    const { store, view, renders } = renderSelection();
    expect(view.result.current).toBe('kh');
    await nextFrame();
    const before = renders();

    act(() => void store.dispatch(languageChanged('en')));
    // The change's own task renders nothing: the component is not subscribed through React.
    expect(renders()).toBe(before);
    expect(view.result.current).toBe('kh');
    await nextFrame();
    expect(view.result.current).toBe('en');
    expect(renders()).toBe(before + 1);
  });

  it('shows the latest of several changes made before a frame, in one render', async () => {
    const { store, view, renders } = renderSelection();
    await nextFrame();
    const before = renders();
    act(() => {
      store.dispatch(languageChanged('en'));
      store.dispatch(languageChanged('kh'));
      store.dispatch(languageChanged('en'));
    });
    await nextFrame();
    expect(view.result.current).toBe('en');
    expect(renders()).toBe(before + 1);
  });

  it('renders nothing for an action that leaves the selection as it was', async () => {
    const { store, renders } = renderSelection();
    await nextFrame();
    const before = renders();
    act(() => void store.dispatch(languageChanged('kh')));
    await nextFrame();
    expect(renders()).toBe(before);
  });

  it('stops listening when it unmounts', async () => {
    const { store, view } = renderSelection();
    await nextFrame();
    view.unmount();
    act(() => void store.dispatch(languageChanged('en')));
    await nextFrame();
    expect(view.result.current).toBe('kh');
  });
});
