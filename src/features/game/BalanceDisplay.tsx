import { memo, useDeferredValue, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { selectBetting, selectSettlingRound } from '@/features/game/gameSelectors';
import { useHeldThroughReveal } from '@/features/game/useHeldThroughReveal';
import { useRoundOpenedInResult } from '@/features/game/TableOpening';
import { useMoney } from '@/features/game/useMoney';

/**
 * The server's balance. When a round the member played is settled, the value the server gave before
 * stays while the dice are revealed (useHeldThroughReveal), then the settled one comes in: both are
 * the server's numbers; the client never works a balance out itself.
 */
export const BalanceDisplay = memo(function BalanceDisplay() {
  const { t } = useTranslation();
  const money = useMoney();
  // Both together, and after the dice: the balance is held through the reveal in any case.
  const { balance, settlingRound } = useDeferredValue(
    useAppSelector(
      (state) => ({
        balance: selectBetting(state)?.account.balance ?? null,
        settlingRound: selectSettlingRound(state),
      }),
      shallowEqual,
    ),
  );
  const { shown, holding } = useHeldThroughReveal(balance, settlingRound, useRoundOpenedInResult());
  const text = shown === null ? '…' : money(shown);
  // Its length lets the HUD draw an amount too long for the row smaller (GamePage.css, .hud__balance-value).
  const style = { '--balance-chars': text.length } as CSSProperties;
  return (
    <p className="hud__balance">
      <span className="hud__balance-label" aria-hidden="true">
        {t('game.balance')}
      </span>
      <output
        className={holding ? 'hud__balance-value hud__balance-value--settling' : 'hud__balance-value'}
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
