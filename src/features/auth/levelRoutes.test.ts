import { pathForLevel } from '@/features/auth/levelRoutes';
import { LEVEL_NAMES } from '@/session/levels';

describe('level routing (spec §2)', () => {
  it.each([
    ['Company', '/kla-klouk-game'],
    ['Supper', '/kla-klouk-game'],
    ['Senior', '/kla-klouk-game'],
    ['Master', '/kla-klouk-game'],
    ['Member', '/kla-klouk-game'],
    ['Agent', '/kla-klouk-gamer'],
    ['Player', '/'],
    ['agent', '/'],
    ['', '/'],
  ])('%s → %s', (level, path) => expect(pathForLevel(level)).toBe(path));

  it('knows the six levels as the server spells them', () => {
    expect(LEVEL_NAMES).toEqual(['Company', 'Supper', 'Senior', 'Master', 'Agent', 'Member']);
  });
});
