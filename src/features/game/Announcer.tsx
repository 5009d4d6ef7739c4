import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectBetting, selectDiceKey } from '@/features/game/gameSelectors';
import { isGameSymbol } from '@/api/symbols';
import { useSymbolNames } from '@/features/game/useSymbolNames';
import { useMoney } from '@/features/game/useMoney';
import { signedMoney } from '@/lib/format/money';

/**
 * The polite live region of the table: one sentence per phase change ("betting is open", "betting
 * closed", "result: …" with the member's stake, payout and net). It holds one line, never a log.
 */
export const Announcer = memo(function Announcer() {
  const { t } = useTranslation();
  const money = useMoney();
  const names = useSymbolNames();
  const roundId = useAppSelector((state) => selectBetting(state)?.round.id ?? null);
  const phase = useAppSelector((state) => selectBetting(state)?.round.phase ?? null);
  const dice = useAppSelector(selectDiceKey);
  const settlement = useAppSelector((state) => {
    const betting = selectBetting(state);
    const last = betting?.lastSettlement;
    return last && last.roundId === betting.round.id ? last : null;
  });
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (roundId === null || phase === null) return undefined;
    // Worded and set from a timer, not during the effect: the live region must change after it is in
    // the page, and the translation work stays out of the task that renders the phase change.
    const timer = setTimeout(() => {
      let text: string;
      if (phase === 'BETTING') text = t('game.announce.betting', { id: roundId });
      else if (phase === 'CLOSED') text = t('game.announce.closed');
      else {
        const faces = dice
          .split(',')
          .filter(isGameSymbol)
          .map((face) => names[face])
          .join(', ');
        text = t('game.announce.result', { dice: faces });
        if (settlement) {
          text += ` ${t('game.announce.settlement', {
            stake: money(settlement.totalStake),
            payout: money(settlement.totalPayout),
            net: signedMoney(settlement.net, money),
          })}`;
        }
      }
      setMessage(text);
    }, 50);
    return () => clearTimeout(timer);
  }, [roundId, phase, dice, settlement, t, money, names]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {message}
    </div>
  );
});
