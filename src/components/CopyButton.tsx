import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import './CopyButton.css';

/**
 * "Copy" for one value, named for screen readers ("Copy: Seed"); says "Copied" (or how to copy by
 * hand) in a status line for a moment.
 */
export function CopyButton({ text, name }: { text: string; name: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (said === null) return;
    const id = setTimeout(() => setSaid(null), 3000);
    return () => clearTimeout(id);
  }, [said]);
  return (
    <>
      <button
        type="button"
        className="copy-button"
        aria-label={t('fairness.copyNamed', { name })}
        onClick={() => void copyText(text).then((copied) => setSaid(copied ? 'copied' : 'failed'))}
      >
        {said === 'copied' ? '✓ ' : ''}
        {t('fairness.copy')}
      </button>
      <span role="status" className={said === 'failed' ? 'copy-button__failed' : 'visually-hidden'}>
        {said === 'copied'
          ? t('fairness.copied', { name })
          : said === 'failed'
            ? t('fairness.copyFailed', { name })
            : ''}
      </span>
    </>
  );
}
