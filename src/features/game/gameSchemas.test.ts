import { getConfig } from '@/config/env';
import { bettingDataSchema, joinAnswerSchema } from '@/features/game/gameSchemas';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

setupSimulator();

/** The simulator's own betting-data answer for the demo member (the shape the server sends). */
async function simulatorBettingData(): Promise<Record<string, unknown>> {
  const store = await signedInStore(DEMO_MEMBER);
  const { accessToken, id } = userOf(store);
  const response = await fetch(`${getConfig().apiBaseUrl}${getConfig().endpoints.getBetting}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ accountId: id, gameId: 2 }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

type Data = Record<string, Record<string, unknown>>;

describe('betting data at the boundary', () => {
  it("accepts the simulator's answer", async () => {
    expect(bettingDataSchema.safeParse(await simulatorBettingData()).success).toBe(true);
  });

  it.each<[string, (data: Data) => void]>([
    ['a balance in major units with a fraction', (data) => (data.account!.balance = 12.5)],
    ['a chip of 0.1', (data) => (data.limits!.chips = [0.1, 0.5, 1])],
    ['a minimum stake of 0', (data) => (data.limits!.minStake = 0)],
    ['a scale of 2.5', (data) => (data.account!.scale = 2.5)],
    ['a negative scale', (data) => (data.account!.scale = -1)],
    ['an unsafe integer balance', (data) => (data.account!.balance = 2 ** 53)],
    ['a round end with a fraction of a millisecond', (data) => (data.round!.closesAt = 1.5)],
  ])('refuses %s (a different contract, not wrong sums)', async (_what, change) => {
    const data = (await simulatorBettingData()) as Data;
    change(data);
    expect(bettingDataSchema.safeParse(data).success).toBe(false);
  });
});

describe('join answers at the boundary', () => {
  const accepted = {
    requestId: '0b7e5c1e-4d8a-4f57-9d0e-2f4f8f1c2a11',
    roundId: 7,
    status: 'ACCEPTED',
    bets: [{ symbol: 'TIGER', stake: 500 }],
    totalStake: 500,
    roundTotalStake: 500,
    balance: 99_500,
  };

  it('accepts an acceptance that names what it took', () => {
    expect(joinAnswerSchema.safeParse(accepted).success).toBe(true);
  });

  it('refuses an acceptance of no bets: it would confirm a submission with no chips', () => {
    expect(joinAnswerSchema.safeParse({ ...accepted, bets: [] }).success).toBe(false);
  });
});
