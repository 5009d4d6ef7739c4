import type * as z from 'zod/mini';
import type { SessionUser } from '@/session/authSlice';

/** What a member's `reconcile` is told of the restore (app/persist.ts runs the session's first). */
export interface RestoreContext {
  /** The session restored beside it: null when signed out, or when the stored one has since ended. */
  user: SessionUser | null;
  /** The stored session, when another tab has ended it since: what it left behind is to be forgotten. */
  endedSessionId: string | null;
  /** The key sealed values are read and written with. */
  secret: string;
}

/**
 * How one slice of the store is kept across reloads (docs/storage.md, "Persisted members"): each
 * feature, and the session, exports its own; `app/persist.ts` composes them into the one
 * redux-persist root. `S` is the slice's state, `Stored` what is sealed for it.
 */
export interface PersistedMember<S, Stored = S> {
  /** The slice's key in the store, and the member's in `persist:klaklouk`. */
  member: string;
  /** 'shared': localStorage, every tab's; 'tab': the tab's own sessionStorage. */
  area: 'shared' | 'tab';
  /** What may come back; anything else (tampered, foreign, old, out of bounds) restores as `initialState`. */
  schema: z.ZodMiniType<Stored>;
  initialState: S;
  /** What is sealed, given the state and the session it is written in (fields left out, a stamp added). */
  toStored?(state: S, user: SessionUser | null): Stored;
  /**
   * True when `toStored` names the session: the member is written again when the session changes,
   * though its state did not (redux-persist writes only what changed).
   */
  sessionBound?: true;
  /** What the restored value becomes beside the restored session; none: taken as it is. */
  reconcile?(restored: S | Stored, context: RestoreContext): S;
}
