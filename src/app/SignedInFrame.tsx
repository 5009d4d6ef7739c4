import type { ReactNode } from 'react';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { SessionLayout } from '@/features/auth/SessionLayout';
import { RequireAgentLevel } from '@/features/subAccounts/RequireAgentLevel';

interface Props {
  children: ReactNode;
  /** Agent screens also need a level above Member. */
  agentOnly?: boolean;
}

/** A signed-in screen in the session frame. Loaded on demand: none of it is on the login screen's path. */
export default function SignedInFrame({ children, agentOnly = false }: Props) {
  return (
    <RequireAuth>
      <SessionLayout>
        {agentOnly ? <RequireAgentLevel>{children}</RequireAgentLevel> : children}
      </SessionLayout>
    </RequireAuth>
  );
}
