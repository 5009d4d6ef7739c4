import { ROUTES } from '@/lib/routes';

/** Spec §1/§6: the levels as the server spells them. */
export const LEVELS = ['Company', 'Supper', 'Senior', 'Master', 'Agent', 'Member'] as const;
export type LevelName = (typeof LEVELS)[number];

/** Spec §2: where a level lands after login. Agent's path is the variant spelling; unknown → "/". */
const LEVEL_PATHS: Record<LevelName, string> = {
  Company: ROUTES.game,
  Supper: ROUTES.game,
  Senior: ROUTES.game,
  Master: ROUTES.game,
  Agent: ROUTES.agentGame,
  Member: ROUTES.game,
};

export function pathForLevel(levelName: string): string {
  return (LEVEL_PATHS as Record<string, string | undefined>)[levelName] ?? ROUTES.root;
}
