import { hasSubAccounts, levelsBelow } from '@/session/levels';

describe('levels (spec §1, §6)', () => {
  it.each(['Company', 'Supper', 'Senior', 'Master', 'Agent'])('%s has sub-accounts', (level) => {
    expect(hasSubAccounts(level)).toBe(true);
  });

  it.each(['Member', 'member', 'Boss', '', null, undefined])('%s has none', (level) => {
    expect(hasSubAccounts(level)).toBe(false);
  });

  it('lists the levels below, nearest first', () => {
    expect(levelsBelow('Master')).toEqual(['Agent', 'Member']);
    expect(levelsBelow('Agent')).toEqual(['Member']);
    expect(levelsBelow('Member')).toEqual([]);
    expect(levelsBelow('Unknown')).toEqual([]);
  });
});
