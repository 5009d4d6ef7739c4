import type { AccountStore, GameStatus } from './accounts';
import type { LevelName } from './hierarchy';
import type { Currency } from './money';
import { hashPassword } from './password';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  readonly id: number;
  readonly phoneNumber: string;
  readonly levelName: LevelName;
  readonly parentId: number | null;
  readonly currency: Currency;
  readonly balance: number;
  readonly gameStatus: GameStatus;
  readonly note: string;
}

/** Seeded at start and on reset (docs/simulator.md "Demo accounts"). All use the password demo1234. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 1000,
    phoneNumber: '010000000',
    levelName: 'Company',
    parentId: null,
    currency: 'USD',
    balance: 0,
    gameStatus: 'ACT',
    note: 'root of the tree',
  },
  {
    id: 1001,
    phoneNumber: '010000001',
    levelName: 'Member',
    parentId: 1000,
    currency: 'USD',
    balance: 100_000,
    gameStatus: 'ACT',
    note: 'USD 1,000.00',
  },
  {
    id: 1002,
    phoneNumber: '010000002',
    levelName: 'Member',
    parentId: 1000,
    currency: 'KHR',
    balance: 4_000_000,
    gameStatus: 'ACT',
    note: 'KHR 4,000,000',
  },
  {
    id: 1005,
    phoneNumber: '010000005',
    levelName: 'Master',
    parentId: 1000,
    currency: 'THB',
    balance: 5_000_000,
    gameStatus: 'ACT',
    note: 'THB 50,000.00',
  },
  {
    id: 1003,
    phoneNumber: '010000003',
    levelName: 'Agent',
    parentId: 1005,
    currency: 'USD',
    balance: 500_000,
    gameStatus: 'ACT',
    note: 'USD 5,000.00, 3 Members below',
  },
  {
    id: 1004,
    phoneNumber: '010000004',
    levelName: 'Member',
    parentId: 1000,
    currency: 'USD',
    balance: 100_000,
    gameStatus: 'INA',
    note: 'game 2 is INA: the client must refuse the login',
  },
  {
    id: 1031,
    phoneNumber: '010000031',
    levelName: 'Member',
    parentId: 1003,
    currency: 'USD',
    balance: 25_000,
    gameStatus: 'ACT',
    note: 'under 010000003',
  },
  {
    id: 1032,
    phoneNumber: '010000032',
    levelName: 'Member',
    parentId: 1003,
    currency: 'USD',
    balance: 7_550,
    gameStatus: 'ACT',
    note: 'under 010000003',
  },
  {
    id: 1033,
    phoneNumber: '010000033',
    levelName: 'Member',
    parentId: 1003,
    currency: 'KHR',
    balance: 200_000,
    gameStatus: 'ACT',
    note: 'under 010000003',
  },
];

export function seedDemoAccounts(store: AccountStore): void {
  for (const demo of DEMO_ACCOUNTS) {
    store.create({
      id: demo.id,
      phoneNumber: demo.phoneNumber,
      password: hashPassword(DEMO_PASSWORD, `demo:${demo.phoneNumber}`),
      levelName: demo.levelName,
      parentId: demo.parentId,
      currency: demo.currency,
      balance: demo.balance,
      gameStatus: demo.gameStatus,
    });
  }
}
