import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSoundOn, soundTurnedOff, soundTurnedOn } from '@/features/game/sound/soundSlice';
import './SoundSwitch.css';

/**
 * The table's sound, off until the member turns it on (remembered on the device). A toggle button named
 * "Sound", pressed while on; the speaker drawn with or without its waves says the same to the eye.
 */
export function SoundSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const on = useAppSelector(selectSoundOn);
  return (
    <button
      type="button"
      className="sound-switch"
      aria-pressed={on}
      title={t('sound.label')}
      onClick={() => dispatch(on ? soundTurnedOff() : soundTurnedOn())}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{t('sound.label')}</span>
    </button>
  );
}
