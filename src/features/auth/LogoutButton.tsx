import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowModal } from '@/components/useShowModal';
import { useLogoutMutation } from '@/features/auth/authApi';
import '@/components/ModalDialog.css';
import './LogoutButton.css';

type Question = { title: string; text: string };

interface Props {
  /**
   * What a member should know before the session ends (another feature's words, e.g. a bet still
   * waiting for the server's answer): the button then asks first, and Stay is the default. A new
   * question is a new object.
   */
  askFirst?: Question | null;
}

/** Signing out clears the session at once; RequireAuth then takes the member to /login. */
export function LogoutButton({ askFirst = null }: Props) {
  const { t } = useTranslation();
  const [logout, { isLoading }] = useLogoutMutation();
  // The question pressed for. Shown only while it is still the one to ask: the bets settled meanwhile,
  // it goes, and a later question waits for a press of its own.
  const [asked, setAsked] = useState<Question | null>(null);
  const open = asked !== null && asked === askFirst;
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useShowModal(dialog, open, '.logout-question__stay', button);
  const stay = () => setAsked(null);
  // Escape is Stay. React hands a nested dialog's cancel to the dialogs around it: only our own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    stay();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="logout-button"
        disabled={isLoading}
        onClick={() => (askFirst ? setAsked(askFirst) : void logout())}
      >
        {t('logout')}
      </button>
      {/* Always there, closed and empty until asked: closing it gives the focus back to Log out. */}
      <dialog
        ref={dialog}
        className="modal-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onCancel={onCancel}
        // Closed by the browser itself (a second Escape with no click between): that is Stay too.
        onClose={(event) => {
          if (event.target === event.currentTarget) stay();
        }}
      >
        {open && (
          <>
            <h2 id={`${id}-title`}>{asked.title}</h2>
            <p id={`${id}-text`}>{asked.text}</p>
            <div className="modal-dialog__actions">
              <button type="button" className="button logout-question__stay" onClick={stay}>
                {t('logoutQuestion.stay')}
              </button>
              <button
                type="button"
                className="button button--quiet"
                disabled={isLoading}
                onClick={() => void logout()}
              >
                {t('logoutQuestion.logOut')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
