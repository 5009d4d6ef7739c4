import { createDeviceInfo } from '@/features/auth/deviceInfo';

describe('device info (spec §3)', () => {
  it('uses one UUID as device token, imei and session id, with the fixed values', () => {
    const info = createDeviceInfo(undefined, {
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      platform: 'Linux armv8l',
    });
    expect(info.deviceToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(info).toEqual({
      deviceToken: info.deviceToken,
      model: 'WEB',
      osType: 'Linux armv8l',
      osVersion: 'Mozilla/5.0 (Linux; Android 14)',
      imei: info.deviceToken,
      status: 'ACT',
      appVersion: '0.0.012',
      sessionId: info.deviceToken,
    });
  });

  it('prefers the client-hints platform and makes a new id each time', () => {
    const nav = { userAgent: 'UA', platform: 'Win32', userAgentData: { platform: 'Windows' } };
    expect(createDeviceInfo('id-1', nav).osType).toBe('Windows');
    expect(createDeviceInfo(undefined, nav).deviceToken).not.toBe(
      createDeviceInfo(undefined, nav).deviceToken,
    );
  });
});
