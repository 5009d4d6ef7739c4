/** Agent hierarchy, top to bottom (spec §1; "Supper" is the product's spelling). */
export const LEVELS = ['Company', 'Supper', 'Senior', 'Master', 'Agent', 'Member'] as const;
export type LevelName = (typeof LEVELS)[number];

/** subLevelId of a level: 1 for Company … 6 for Member. */
export function subLevelIdOf(level: LevelName): number {
  return LEVELS.indexOf(level) + 1;
}

/** True when `child` sits strictly below `parent`. */
export function isBelow(child: LevelName, parent: LevelName): boolean {
  return LEVELS.indexOf(child) > LEVELS.indexOf(parent);
}

/** The level right below, or null for Member (a Member has no sub-accounts). */
export function levelBelow(level: LevelName): LevelName | null {
  return LEVELS[LEVELS.indexOf(level) + 1] ?? null;
}
