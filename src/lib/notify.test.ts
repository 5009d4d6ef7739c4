import { createToasts, type Download, type Toasts } from '@/lib/notify';

const offline: Download = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** A page that has not asked for a toast yet, which downloads sonner with `download`. */
let page: Toasts | undefined;
function newPage(download: Download): Toasts {
  page = createToasts(download);
  return page;
}

afterEach(() => page?.dispose());

describe('notify without sonner (its download failed)', () => {
  it('keeps every message, in order, and downloads sonner again on the next toast', async () => {
    const download = jest.fn<ReturnType<Download>, []>(offline);
    const { toast, load: loadSonner, state: toastState } = newPage(download);

    toast.error('one');
    toast.warning('two');
    await expect(loadSonner()).rejects.toThrow('Failed to fetch');
    expect(download).toHaveBeenCalledTimes(1); // the two toasts and this call share one download
    expect(toastState()).toMatchObject({ failed: true, sonner: undefined });

    toast.success('three');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(download).toHaveBeenCalledTimes(2);
    expect(toastState().fallback.map(({ kind, message }) => `${kind}: ${message}`)).toEqual([
      'error: one',
      'warning: two',
      'success: three',
    ]);
  });

  it('downloads sonner again when the browser is back online', async () => {
    const download = jest.fn<ReturnType<Download>, []>(offline);
    const { load: loadSonner, state: toastState } = newPage(download);
    await expect(loadSonner()).rejects.toThrow();

    download.mockImplementation(() => import('sonner'));
    window.dispatchEvent(new Event('online'));
    expect(download).toHaveBeenCalledTimes(2);
    await loadSonner();
    expect(toastState()).toMatchObject({ failed: false, sonner: expect.anything() });
  });

  it('asks for the failed chunk again under a new query: the browser keeps a failed import for the page', async () => {
    const chunk = `${window.location.origin}/assets/dist-AbC123.js`;
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
    const download = jest.fn<ReturnType<Download>, [string?]>(() => Promise.reject(failure));
    const { load: loadSonner } = newPage(download);
    await expect(loadSonner()).rejects.toBe(failure);
    await expect(loadSonner()).rejects.toBe(failure);

    download.mockImplementation(() => import('sonner'));
    await loadSonner();
    expect(download.mock.calls).toEqual([[], [`${chunk}?retry=1`], [`${chunk}?retry=2`]]);
  });

  it('does not import a chunk of another origin named in an error', async () => {
    const download = jest.fn<ReturnType<Download>, [string?]>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js')),
    );
    const { load: loadSonner } = newPage(download);
    await expect(loadSonner()).rejects.toThrow();
    await expect(loadSonner()).rejects.toThrow();
    expect(download.mock.calls).toEqual([[], []]);
  });
});
