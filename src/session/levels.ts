/** Spec §1/§6: the agent hierarchy, top to bottom, as the server spells it ("Supper" included). */
export const LEVEL_NAMES = ['Company', 'Supper', 'Senior', 'Master', 'Agent', 'Member'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

const MEMBER_INDEX = LEVEL_NAMES.indexOf('Member');

function indexOf(levelName: string | null | undefined): number {
  return levelName ? (LEVEL_NAMES as readonly string[]).indexOf(levelName) : -1;
}

/**
 * True for every known level above Member: those have accounts below them, so they see the
 * sub-account screens. An unknown level is treated like a Member (no agent screens): the server is
 * the judge of access, and showing screens it would refuse helps nobody.
 */
export function hasSubAccounts(levelName: string | null | undefined): boolean {
  const index = indexOf(levelName);
  return index >= 0 && index < MEMBER_INDEX;
}

/** The levels an account of `levelName` may create below itself, nearest first (empty for Member). */
export function levelsBelow(levelName: string | null | undefined): LevelName[] {
  const index = indexOf(levelName);
  return index < 0 ? [] : LEVEL_NAMES.slice(index + 1);
}
