import { memo, useDeferredValue, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { useMoney } from '@/features/game/useMoney';

/** How long the pre-settlement balance stays up while the dice are revealed. */
export const SETTLE_DELAY_MS = 1600;

/**
 * The server's balance. When a round the member played is settled, the value the server gave before
 * stays for a moment while the dice are revealed, then the settled one comes in: both are the
 * server's numbers; the client never works a balance out itself.
 */
export const BalanceDisplay = memo(function BalanceDisplay() {
  const { t } = useTranslation();
  const money = useMoney();
  // Both together, and after the dice: the balance is held through the reveal in any case.
  const { balance, settlingRound } = useDeferredValue(
    useAppSelector((state) => {
      const betting = selectBetting(state);
      return {
        balance: betting?.account.balance ?? null,
        settlingRound:
          betting?.round.phase === 'RESULT' && betting.lastSettlement?.roundId === betting.round.id
            ? betting.round.id
            : null,
      };
    }, shallowEqual),
  );
  const [view, setView] = useState({ balance, settlingRound, held: null as number | null });
  if (view.balance !== balance || view.settlingRound !== settlingRound) {
    const starts = settlingRound !== null && settlingRound !== view.settlingRound && view.balance !== null;
    setView({ balance, settlingRound, held: starts ? view.balance : view.held });
  }
  const held = view.held;
  useEffect(() => {
    if (held === null) return undefined;
    const timer = setTimeout(() => setView((current) => ({ ...current, held: null })), SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [held]);

  const shown = held ?? balance;
  const text = shown === null ? '…' : money(shown);
  // Its length lets the HUD draw an amount too long for the row smaller (GamePage.css, .hud__balance-value).
  const style = { '--balance-chars': text.length } as CSSProperties;
  return (
    <p className="hud__balance">
      <span className="hud__balance-label" aria-hidden="true">
        {t('game.balance')}
      </span>
      <output
        className={held === null ? 'hud__balance-value' : 'hud__balance-value hud__balance-value--settling'}
        aria-label={t('game.balance')}
        aria-live="off"
        data-testid="balance"
        style={style}
      >
        {text}
      </output>
    </p>
  );
});
