import { ROUTES } from '@/lib/routes';
import type { LevelName } from '@/session/levels';

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
