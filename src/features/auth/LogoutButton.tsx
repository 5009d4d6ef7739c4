import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowModal } from '@/components/useShowModal';
import { useLogoutMutation } from '@/features/auth/authApi';
import './LogoutButton.css';

interface Props {
  /**
   * What a member should know before the session ends (another feature's words, e.g. a bet still
   * waiting for the server's answer): the button then asks first, and Stay is the default.
   */
  askFirst?: { title: string; text: string } | null;
}

/** Signing out clears the session at once; RequireAuth then takes the member to /login. */
export function LogoutButton({ askFirst = null }: Props) {
  const { t } = useTranslation();
  const [logout, { isLoading }] = useLogoutMutation();
  const [asking, setAsking] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  // The question is asked only while there is one: settled meanwhile, the dialog goes.
  const open = asking && askFirst !== null;

  useShowModal(dialog, open, '.logout-question__stay');

  return (
    <>
      <button
        type="button"
        className="logout-button"
        disabled={isLoading}
        onClick={() => (askFirst ? setAsking(true) : void logout())}
      >
        {t('logout')}
      </button>
      {open && (
        <dialog
          ref={dialog}
          className="modal-dialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          // Escape is Stay.
          onCancel={() => setAsking(false)}
        >
          <h2 id={`${id}-title`}>{askFirst.title}</h2>
          <p id={`${id}-text`}>{askFirst.text}</p>
          <div className="modal-dialog__actions">
            <button type="button" className="button logout-question__stay" onClick={() => setAsking(false)}>
              {t('logoutQuestion.stay')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => void logout()}>
              {t('logoutQuestion.logOut')}
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}
