import { formatMoney, signedMoney } from '@/lib/format/money';

/** A win or loss: a sign and a colour (the sign alone carries the meaning, spec: colour never alone). */
export function Net({ minor, currency, scale }: { minor: number; currency: string; scale: number }) {
  const className = minor > 0 ? 'amount--win' : minor < 0 ? 'amount--loss' : undefined;
  return (
    <span className={className}>{signedMoney(minor, (amount) => formatMoney(amount, currency, scale))}</span>
  );
}
