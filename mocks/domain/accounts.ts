import { SimError } from './errors';
import { isBelow, levelBelow, subLevelIdOf, type LevelName } from './hierarchy';
import { CURRENCY_RULES, MAX_MINOR_UNITS, addMinor, checkAmount, type Currency } from './money';
import type { PasswordHash } from './password';

export type AccountStatus = 'ACT' | 'INA';
export type GameStatus = 'ACT' | 'INA';

export interface GameAccess {
  readonly id: number;
  readonly name: string;
  status: GameStatus;
}

export const KLA_KLOUK_GAME_ID = 2;

export interface AccountRecord {
  readonly id: number;
  loginId: string;
  phoneNumber: string;
  password: PasswordHash;
  readonly levelName: LevelName;
  readonly parentId: number | null;
  readonly currency: Currency;
  status: AccountStatus;
  /** Minor units; never negative. */
  balance: number;
  readonly games: GameAccess[];
  readonly createdAt: number;
}

/** What the API shows of an account. */
export interface AccountView {
  readonly id: number;
  readonly loginId: string;
  readonly phoneNumber: string;
  readonly levelName: LevelName;
  readonly subLevelId: number;
  readonly parentId: number | null;
  readonly currency: Currency;
  readonly scale: number;
  readonly balance: number;
  readonly status: AccountStatus;
}

export function viewOf(a: AccountRecord): AccountView {
  return {
    id: a.id,
    loginId: a.loginId,
    phoneNumber: a.phoneNumber,
    levelName: a.levelName,
    subLevelId: subLevelIdOf(a.levelName),
    parentId: a.parentId,
    currency: a.currency,
    scale: CURRENCY_RULES[a.currency].scale,
    balance: a.balance,
    status: a.status,
  };
}

export interface NewAccount {
  readonly id?: number;
  readonly phoneNumber: string;
  readonly password: PasswordHash;
  readonly levelName: LevelName;
  readonly parentId: number | null;
  readonly currency: Currency;
  readonly balance?: number;
  readonly status?: AccountStatus;
  readonly gameStatus?: GameStatus;
}

/** Accounts, their hierarchy and their balances (the ledger). */
export class AccountStore {
  private readonly byId = new Map<number, AccountRecord>();
  private readonly byPhone = new Map<string, number>();
  private nextId = 2000;

  constructor(private readonly now: () => number) {}

  create(input: NewAccount): AccountRecord {
    if (this.byPhone.has(input.phoneNumber)) {
      throw new SimError(409, 'PHONE_TAKEN', 'An account with this phone number already exists');
    }
    if (input.parentId !== null) {
      const parent = this.require(input.parentId);
      if (!isBelow(input.levelName, parent.levelName)) {
        throw new SimError(403, 'FORBIDDEN', `A ${parent.levelName} cannot own a ${input.levelName} account`);
      }
    }
    const id = input.id ?? this.nextId++;
    const account: AccountRecord = {
      id,
      loginId: input.phoneNumber,
      phoneNumber: input.phoneNumber,
      password: input.password,
      levelName: input.levelName,
      parentId: input.parentId,
      currency: input.currency,
      status: input.status ?? 'ACT',
      balance: input.balance ?? 0,
      games: [{ id: KLA_KLOUK_GAME_ID, name: 'Kla Klouk', status: input.gameStatus ?? 'ACT' }],
      createdAt: this.now(),
    };
    this.byId.set(id, account);
    this.byPhone.set(account.phoneNumber, id);
    return account;
  }

  get(id: number): AccountRecord | undefined {
    return this.byId.get(id);
  }

  require(id: number): AccountRecord {
    const account = this.byId.get(id);
    if (account === undefined) throw new SimError(404, 'ACCOUNT_NOT_FOUND', `Account ${id} does not exist`);
    return account;
  }

  byPhoneNumber(phoneNumber: string): AccountRecord | undefined {
    const id = this.byPhone.get(phoneNumber);
    return id === undefined ? undefined : this.byId.get(id);
  }

  changePhoneNumber(account: AccountRecord, phoneNumber: string): void {
    if (phoneNumber === account.phoneNumber) return;
    if (this.byPhone.has(phoneNumber)) {
      throw new SimError(409, 'PHONE_TAKEN', 'An account with this phone number already exists');
    }
    this.byPhone.delete(account.phoneNumber);
    account.phoneNumber = phoneNumber;
    account.loginId = phoneNumber;
    this.byPhone.set(phoneNumber, account.id);
  }

  children(parentId: number): AccountRecord[] {
    return [...this.byId.values()].filter((a) => a.parentId === parentId);
  }

  descendants(ancestorId: number): AccountRecord[] {
    const found: AccountRecord[] = [];
    const queue = [ancestorId];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      for (const child of this.children(id)) {
        found.push(child);
        queue.push(child.id);
      }
    }
    return found;
  }

  /** True when `id` is `ancestorId` itself or somewhere below it. */
  isWithin(id: number, ancestorId: number): boolean {
    for (
      let a = this.byId.get(id);
      a !== undefined;
      a = a.parentId === null ? undefined : this.byId.get(a.parentId)
    ) {
      if (a.id === ancestorId) return true;
    }
    return false;
  }

  /** The level a new sub-account gets: the requested one if it is below the parent, else the next one down. */
  childLevel(parent: AccountRecord, requested?: LevelName): LevelName {
    const below = levelBelow(parent.levelName);
    if (below === null) throw new SimError(403, 'FORBIDDEN', 'A Member cannot have sub-accounts');
    if (requested === undefined) return below;
    if (!isBelow(requested, parent.levelName)) {
      throw new SimError(403, 'FORBIDDEN', `A ${parent.levelName} cannot own a ${requested} account`);
    }
    return requested;
  }

  /**
   * Adds `amount` to the balance, or refuses without touching it when the balance would pass
   * MAX_MINOR_UNITS. `reserved` is what the account's unsettled bets could still win: a deposit must
   * leave room for it, so that settling them can never overflow.
   */
  credit(account: AccountRecord, amount: number, reserved = 0): void {
    const balance = addMinor(account.balance, amount);
    if (reserved > 0 && balance + reserved > MAX_MINOR_UNITS) {
      throw new SimError(
        422,
        'AMOUNT_TOO_LARGE',
        `A balance is at most ${MAX_MINOR_UNITS} minor units, and bets not yet settled could still win ${reserved}`,
      );
    }
    account.balance = balance;
  }

  /** Takes `amount` from the balance, or refuses without touching it. */
  debit(account: AccountRecord, amount: number): void {
    checkAmount(amount);
    if (amount > account.balance) {
      throw new SimError(422, 'INSUFFICIENT_BALANCE', 'The balance is too low for this amount');
    }
    account.balance -= amount;
  }
}
