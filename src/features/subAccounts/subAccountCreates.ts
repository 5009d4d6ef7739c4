/** One agent's creates that may have made an account without saying so (`SubAccountCreates`). */
interface CreateMemory {
  onTheirWay: Map<string, number>;
  unconfirmed: Set<string>;
}

/**
 * Each agent's creates that may have made an account without saying so: on their way, or answered
 * without a definite answer. For the store's life (a per-store service, app/store.ts): the agent sent
 * to check the list often leaves the form and comes back to try again. Kept per agent, so another
 * account signed in on the tab does not inherit them; not stored, as nothing here is worth a stored
 * copy of phone numbers.
 */
export interface SubAccountCreates {
  of(agentId: number | undefined): CreateMemory;
}

export function createSubAccountCreates(): SubAccountCreates {
  const creates = new Map<number | undefined, CreateMemory>();
  return {
    of(agentId) {
      let memory = creates.get(agentId);
      if (!memory) {
        memory = { onTheirWay: new Map(), unconfirmed: new Set() };
        creates.set(agentId, memory);
      }
      return memory;
    },
  };
}
