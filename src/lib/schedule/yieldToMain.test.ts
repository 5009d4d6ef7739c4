import { yieldToMain } from '@/lib/schedule/yieldToMain';

describe('yieldToMain', () => {
  it('resumes in a later task, not in a microtask of the current one', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('microtasks of this task');
    await resumed;
    expect(order).toEqual(['microtasks of this task', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it (it resumes ahead of other queued tasks)', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldSpy }, configurable: true });
    try {
      await yieldToMain();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'scheduler');
    }
  });
});
