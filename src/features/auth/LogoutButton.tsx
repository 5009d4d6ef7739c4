import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '@/features/auth/authApi';
import './LogoutButton.css';

/** Signing out clears the session at once; RequireAuth then takes the member to /login. */
export function LogoutButton() {
  const { t } = useTranslation();
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <button type="button" className="logout-button" disabled={isLoading} onClick={() => void logout()}>
      {t('logout')}
    </button>
  );
}
