import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { reportsApi } from '@/features/reports/reportsApi';
import { setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();

describe('report calls without auth data (spec §7, §8)', () => {
  it('skips the call with an error logged and no network request', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    const result = await store.dispatch(
      reportsApi.endpoints.gameReport.initiate({
        loginId: '010000001',
        deviceId: 'd',
        accountId: 1001,
        pageSize: 1,
        limit: 10,
      }),
    );
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'User not authenticated' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Skipped gameReport'));
    expect(harness.requests.filter((request) => request.path === getConfig().endpoints.gameReport)).toEqual(
      [],
    );
    expect(harness.requests).toEqual([]);
  });
});
