import {
  screenDownloadUnderWay,
  subscribeToScreenDownloads,
  trackScreenDownload,
} from '@/app/screenDownloads';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the screens' downloads under way", () => {
  it('counts each download until it settles, answered or failed, and tells its listeners after the call', async () => {
    const heard = jest.fn();
    const unsubscribe = subscribeToScreenDownloads(heard);
    let answer: (value: string) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const answered = trackScreenDownload(new Promise<string>((resolve) => (answer = resolve)));
    const failed = trackScreenDownload(new Promise<string>((_, reject) => (fail = reject)));
    // Not during the call: it is made while React renders the screen.
    expect(screenDownloadUnderWay()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    await settle();
    expect(screenDownloadUnderWay()).toBe(true);

    answer('screen');
    await expect(answered).resolves.toBe('screen');
    await settle();
    expect(screenDownloadUnderWay()).toBe(true);

    fail(new Error('network cut'));
    await expect(failed).rejects.toThrow('network cut');
    await settle();
    expect(screenDownloadUnderWay()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(4);

    unsubscribe();
    void trackScreenDownload(Promise.resolve());
    await settle();
    expect(heard).toHaveBeenCalledTimes(4);
  });
});
