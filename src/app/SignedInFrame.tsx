import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ScreenPreparation } from '@/app/hooks';
import { renewFailedScreens } from '@/app/lazyScreen';
import { ScreenDownloadNotice } from '@/app/ScreenDownloadNotice';
import { ScreenLoadFailure } from '@/app/ScreenLoadFailure';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LogoutButton } from '@/features/auth/LogoutButton';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { SessionLayout } from '@/features/auth/SessionLayout';
import { loadPlayRecord } from '@/features/limits/loadPlayRecord';
import { PlayKeeper } from '@/features/limits/PlayKeeper';
import { RealityCheck } from '@/features/limits/RealityCheck';
import { OutcomeToast } from '@/features/game/OutcomeToast';
import { OffTableOutcome } from '@/features/game/OffTableOutcome';
import { SoundSwitch } from '@/features/game/sound/SoundSwitch';
import { useLogoutQuestion } from '@/features/game/useLogoutQuestion';
import { RequireAgentLevel } from '@/features/subAccounts/RequireAgentLevel';

interface Props {
  children: ReactNode;
  /** Agent screens also need a level above Member. */
  agentOnly?: boolean;
}

/** Started at the boot before the frame's first render: the play limits hold from its first render. */
export const prepare: ScreenPreparation = loadPlayRecord;

/** Log out, which asks first while this tab's bets wait for the server's answer. */
function FrameLogout() {
  return <LogoutButton askFirst={useLogoutQuestion()} />;
}

/**
 * A signed-in screen in the session frame. Loaded on demand: none of it is on the login screen's path.
 * A screen that cannot be shown (its download failed offline) fails alone: the frame stays.
 */
export default function SignedInFrame({ children, agentOnly = false }: Props) {
  const { pathname } = useLocation();
  const screen = (
    <ErrorBoundary
      resetKey={pathname}
      onRetry={renewFailedScreens}
      fallback={(retry, failures) => <ScreenLoadFailure retry={retry} failures={failures} />}
    >
      {children}
    </ErrorBoundary>
  );
  const logout = <FrameLogout />;
  return (
    <RequireAuth>
      <SessionLayout tools={<SoundSwitch />} logout={logout}>
        <ScreenDownloadNotice />
        {/* The member's play limits on every screen; the reality check's Log out is the frame's own. */}
        <PlayKeeper />
        <RealityCheck logout={logout} />
        <OffTableOutcome />
        <OutcomeToast />
        {agentOnly ? <RequireAgentLevel>{screen}</RequireAgentLevel> : screen}
      </SessionLayout>
    </RequireAuth>
  );
}
