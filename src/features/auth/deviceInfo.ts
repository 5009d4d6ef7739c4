import { v4 as uuidv4 } from 'uuid';

/** Spec §3 "device info", sent as the login request's deviceToken object. */
export interface DeviceInfo {
  deviceToken: string;
  model: 'WEB';
  osType: string;
  osVersion: string;
  imei: string;
  status: 'ACT';
  appVersion: '0.0.012';
  sessionId: string;
}

export const APP_VERSION = '0.0.012';

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  userAgentData?: { platform?: string };
}

/** One random UUID serves as device token, imei and session id (spec §3). */
export function createDeviceInfo(
  id: string = uuidv4(),
  nav: NavigatorLike = globalThis.navigator,
): DeviceInfo {
  return {
    deviceToken: id,
    model: 'WEB',
    osType: nav.userAgentData?.platform || nav.platform || 'unknown',
    osVersion: nav.userAgent,
    imei: id,
    status: 'ACT',
    appVersion: APP_VERSION,
    sessionId: id,
  };
}
