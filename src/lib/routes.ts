/** Spec §2 routes. */
export const ROUTES = {
  root: '/',
  login: '/login',
  placeholder: '/test',
  game: '/kla-klouk-game',
  /** Spec §2: Agent's game path is "the game path with an extra r"; it leads to the game. */
  agentGame: '/kla-klouk-gamer',
  /** Our design (docs/screens.md): the member's own screens. */
  account: '/account',
  myBets: '/my-bets',
  results: '/results',
  deposit: '/deposit',
  withdrawal: '/withdrawal',
  /** The member's own limits, reality-check interval and break (docs/responsible-play.md). */
  playLimits: '/play-limits',
  /** Our design: screens for every level above Member. */
  subAccounts: '/sub-accounts',
  newSubAccount: '/sub-accounts/new',
  subAccount: '/sub-accounts/:id',
  winReport: '/win-report',
  allAccounts: '/accounts',
} as const;

/** The path of one sub-account's screen. */
export function subAccountPath(id: number): string {
  return ROUTES.subAccount.replace(':id', String(id));
}

/** Screens that render without the session (phase one of the boot, docs/architecture.md). */
const STORE_FREE_PATHS: readonly string[] = [ROUTES.login, ROUTES.placeholder];

export function isStoreFreePath(pathname: string): boolean {
  return STORE_FREE_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}
