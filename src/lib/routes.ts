/** Spec §2 routes. */
export const ROUTES = {
  root: '/',
  login: '/login',
  placeholder: '/test',
  game: '/kla-klouk-game',
  /** Spec §2: Agent's game path is "the game path with an extra r"; it leads to the game. */
  agentGame: '/kla-klouk-gamer',
} as const;
