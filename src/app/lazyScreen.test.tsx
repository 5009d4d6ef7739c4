import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from '@/app/lazyScreen';

function Hello() {
  return <p>hello</p>;
}

describe('lazyScreen', () => {
  it('downloads once: the preload and the first render share one download', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Hello }));
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(new Error('network cut'))
      .mockResolvedValue({ default: Hello });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('network cut');
    await expect(Screen.preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
