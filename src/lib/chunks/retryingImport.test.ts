import { retryingImport } from '@/lib/chunks/retryingImport';

const CHUNK = `${window.location.origin}/assets/RoundDetailsDialog-abc123.js`;
const chromiumFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('retryingImport', () => {
  it('imports through the dynamic import while nothing has failed', async () => {
    const load = jest.fn().mockResolvedValue({ default: 'dialog' });
    const byUrl = jest.fn();
    const importDialog = retryingImport(load, byUrl);
    await expect(importDialog()).resolves.toEqual({ default: 'dialog' });
    await expect(importDialog()).resolves.toEqual({ default: 'dialog' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(byUrl).not.toHaveBeenCalled();
  });

  it('asks for the failed chunk under a new query each time after a failure that names it', async () => {
    const load = jest.fn().mockRejectedValue(chromiumFailure(CHUNK));
    const byUrl = jest
      .fn()
      .mockRejectedValueOnce(chromiumFailure(`${CHUNK}?retry=1`))
      .mockResolvedValue({ default: 'dialog' });
    const importDialog = retryingImport(load, byUrl);
    await expect(importDialog()).rejects.toThrow(CHUNK);
    await expect(importDialog()).rejects.toThrow(`${CHUNK}?retry=1`);
    await expect(importDialog()).resolves.toEqual({ default: 'dialog' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(byUrl.mock.calls).toEqual([[`${CHUNK}?retry=1`], [`${CHUNK}?retry=2`]]);
    // Later calls (a component renewed after a render error) get the module that query brought.
    await expect(importDialog()).resolves.toEqual({ default: 'dialog' });
    expect(byUrl.mock.calls.at(-1)).toEqual([`${CHUNK}?retry=2`]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again the usual way when the failure names no chunk of this page', async () => {
    const load = jest
      .fn()
      // Safari names no module; another origin's script is not ours to ask for.
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockRejectedValueOnce(chromiumFailure('https://cdn.example.com/assets/other.js'))
      .mockResolvedValueOnce({ default: 'dialog' });
    const byUrl = jest.fn();
    const importDialog = retryingImport(load, byUrl);
    await expect(importDialog()).rejects.toThrow('Importing a module script failed.');
    await expect(importDialog()).rejects.toThrow('cdn.example.com');
    await expect(importDialog()).resolves.toEqual({ default: 'dialog' });
    expect(byUrl).not.toHaveBeenCalled();
  });
});
