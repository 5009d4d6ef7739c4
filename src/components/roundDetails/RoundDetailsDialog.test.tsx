import { createHash, createHmac } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import { RoundDetails, type RoundFacts } from '@/components/roundDetails/RoundDetails';
import { renderWithProviders } from '@/testing/renderWithProviders';

// The vectors are made here with Node's crypto and the documented derivation (docs/fairness.md).
const FACES = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'];
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');
const hashOf = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
function diceOf(seed: string, roundId: number) {
  const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`klaklouk:${roundId}`).digest();
  return [...mac]
    .filter((byte) => byte < 252)
    .slice(0, 3)
    .map((byte) => FACES[byte % 6] ?? '');
}

/** Whether the documented derivation skips a byte before its third face in the first block. */
function skipsAByte(seed: string, roundId: number): boolean {
  let faces = 0;
  for (const byte of createHmac('sha256', Buffer.from(seed, 'hex')).update(`klaklouk:${roundId}`).digest()) {
    if (byte >= 252) return true;
    faces += 1;
    if (faces === 3) return false;
  }
  return false;
}

/** A round whose first block skips a byte (found here, deterministically). */
function roundWithSkip(): RoundFacts {
  let i = 0;
  while (!skipsAByte(seedOf(`details-${i}`), 900)) i += 1;
  const seed = seedOf(`details-${i}`);
  const hash = hashOf(seed);
  return {
    roundId: 900,
    dice: diceOf(seed, 900),
    seed,
    publishedHash: hash,
    seenHash: hash,
    seenAt: 1,
    times: { settledAt: 2 },
  };
}

// The dialog and the verifier are lazy chunks: their first import in a test run takes a while.
const LAZY = { timeout: 20_000 };

function open(round: RoundFacts) {
  const onClose = jest.fn();
  renderWithProviders(<RoundDetails round={round} onClose={onClose} />);
  return onClose;
}

describe('round details', () => {
  it('shows the check and every step, the skipped byte included', async () => {
    const round = roundWithSkip();
    open(round);
    const dialog = await screen.findByRole('dialog', { name: 'Round 900: proof of the dice' }, LAZY);
    expect(await within(dialog).findByTestId('details-outcome', {}, LAZY)).toHaveTextContent('Verified');
    const steps = within(dialog).getByTestId('details-steps');
    expect(steps).toHaveTextContent('Block 0: HMAC-SHA256(seed, "klaklouk:900")');
    const mac = createHmac('sha256', Buffer.from(round.seed ?? '', 'hex'))
      .update('klaklouk:900')
      .digest();
    expect(steps).toHaveTextContent(mac.toString('hex'));
    expect(steps).toHaveTextContent(/252 or more, skipped/);
    expect(within(dialog).getByText(round.seed ?? '')).toBeInTheDocument();
    expect(screen.queryByText(/never saw this round's fingerprint/)).not.toBeInTheDocument();
  });

  it('copies a value and downloads the proof as JSON', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:proof'),
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const round = roundWithSkip();
    open(round);
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await within(dialog).findByTestId('details-outcome', {}, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy: Seed' }));
    expect(await within(dialog).findByText('Copied: Seed')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(round.seed);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download the proof (JSON)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const proof = JSON.parse(await (blobs[0] as Blob).text()) as Record<string, unknown>;
    expect(proof).toMatchObject({
      roundId: 900,
      seed: round.seed,
      seedHash: round.seenHash,
      dice: round.dice,
      outcome: 'verified',
      fingerprintSeenWhileBetting: round.seenHash,
    });
  });

  it('says when this browser never saw the fingerprint, and checks the published hash', async () => {
    const round = { ...roundWithSkip(), seenHash: null, seenAt: null };
    open(round);
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    const outcome = await within(dialog).findByTestId('details-outcome', {}, LAZY);
    expect(outcome).toHaveTextContent('Verified against the published fingerprint');
    expect(outcome).toHaveTextContent('This browser did not see the fingerprint while betting was open');
    // Said once: the note that says it of a round not verified is not repeated under the outcome.
    expect(within(dialog).queryByText(/never saw this round's fingerprint/)).not.toBeInTheDocument();
  });

  it('says when this browser never saw the fingerprint of a round it could not verify', async () => {
    open({ ...roundWithSkip(), seenHash: null, seenAt: null, seed: null });
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(dialog).findByTestId('details-outcome', {}, LAZY)).toHaveTextContent(
      'This round could not be checked: the seed was not revealed',
    );
    expect(
      within(dialog).getByText(/never saw this round's fingerprint while betting was open/),
    ).toBeInTheDocument();
  });

  it('shows a mismatch with its reasons, and a round without a seed as not checked', async () => {
    const round = roundWithSkip();
    open({ ...round, seenHash: hashOf(seedOf('another')) });
    expect(await screen.findByTestId('details-outcome', {}, LAZY)).toHaveTextContent(
      "This round's dice do not match its fingerprint",
    );
    expect(screen.getByTestId('details-outcome')).toHaveTextContent(
      'The fingerprint sent with the result is not the one shown while betting was open.',
    );
  });

  it('says the seed was not revealed, and closes', async () => {
    const onClose = open({ ...roundWithSkip(), seed: null });
    expect(await screen.findByTestId('details-outcome', {}, LAZY)).toHaveTextContent(
      'This round could not be checked: the seed was not revealed',
    );
    expect(screen.queryByTestId('details-steps')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
