import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useSelectedAfterPaint } from '@/app/hooks';
import { makeStore, type RootState } from '@/app/store';
import { languageChanged, selectLanguage } from '@/features/language/languageSlice';

describe('useSelectedAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The next animation frame, then the task after it. */
  const nextFrame = () => act(() => jest.advanceTimersByTimeAsync(20));

  function renderSelection<T>(selector: (state: RootState) => T) {
    const store = makeStore();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const view = renderHook(
      () => {
        renders += 1;
        return useSelectedAfterPaint(selector);
      },
      { wrapper },
    );
    return { store, view, renders: () => renders };
  }

  it('shows the store at once, and a change only once the frame after it has run', async () => {
    const { store, view, renders } = renderSelection(selectLanguage);
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

    // A change after that showing is shown in the next frame.
    act(() => void store.dispatch(languageChanged('kh')));
    await nextFrame();
    expect(view.result.current).toBe('kh');
    expect(renders()).toBe(before + 2);
  });

  it('shows the latest of several changes made before a frame', async () => {
    const { store, view, renders } = renderSelection(selectLanguage);
    await nextFrame();
    const before = renders();
    act(() => {
      store.dispatch(languageChanged('en'));
      store.dispatch(languageChanged('kh'));
    });
    await nextFrame();
    // The latest is what was shown already: nothing renders.
    expect(view.result.current).toBe('kh');
    expect(renders()).toBe(before);
  });

  it('renders nothing for an action that leaves the selection as it was', async () => {
    const { store, renders } = renderSelection(selectLanguage);
    await nextFrame();
    const before = renders();
    act(() => void store.dispatch(languageChanged('kh')));
    await nextFrame();
    expect(renders()).toBe(before);
  });

  it('renders once a frame for a selector made anew on each render', async () => {
    const { store, view, renders } = renderSelection((state) => ({ language: selectLanguage(state) }));
    await nextFrame();
    await nextFrame();
    const before = renders();
    act(() => void store.dispatch(languageChanged('en')));
    await nextFrame();
    await nextFrame();
    expect(view.result.current).toEqual({ language: 'en' });
    expect(renders()).toBe(before + 1);
  });

  it('stops listening when it unmounts', async () => {
    const { store, view } = renderSelection(selectLanguage);
    await nextFrame();
    view.unmount();
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    act(() => void store.dispatch(languageChanged('en')));
    expect(frames).not.toHaveBeenCalled();
  });
});
