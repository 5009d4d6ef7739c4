// Fixed paths of spec §7 (the configurable ones come from src/config/env.ts).
export const OAUTH_TOKEN_PATH = '/api/oauth/token';
export const OAUTH_REFRESH_PATH = '/api/oauth/refresh';
export const OAUTH_LOGOUT_PATH = '/api/oauth/logout';
export const DEPOSIT_CREATE_PATH = '/api/app/accounts/deposits/create';
export const WITHDRAWAL_CREATE_PATH = '/api/app/accounts/withdrawals/create';
export const JOIN_STATUS_PATH = '/api/app/play/game/join/status';
