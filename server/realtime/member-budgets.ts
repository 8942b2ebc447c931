/** The frames that cost the server a query or a fan-out, budgeted per member across all their sockets. */
export type BudgetedFrame = "catchup" | "read" | "viewing" | "typing";

/**
 * A bucket per member and frame: `burst` at once, refilled at `perSecond`. Generous to a real app (a reconnect
 * catches up each open chat, paging up to 20 times through a long backlog; typing is sent at most every 2 s per
 * chat), far below what one socket may send (20 frames a second): five sockets asking 19 catch-ups a second each
 * for 1.2 MB answers took the heap from 160 MB to 1.2 GB in 15 s (issue 25 §3).
 */
export const MEMBER_BUDGETS: Record<BudgetedFrame, { burst: number; perSecond: number }> = {
  catchup: { burst: 40, perSecond: 1 },
  read: { burst: 60, perSecond: 2 },
  viewing: { burst: 30, perSecond: 1 },
  typing: { burst: 30, perSecond: 1 },
};

interface Buckets {
  tokens: Record<BudgetedFrame, number>;
  at: number;
}

/**
 * The budgets of the members this process has heard from, at most `maxMembers` of them (the least recently
 * active are forgotten first: a forgotten member starts again with full buckets, which a new socket would not give
 * them sooner). Kept apart from the sockets, so closing and reopening one does not refill it.
 */
export function createMemberBudgets(
  options: { budgets?: typeof MEMBER_BUDGETS; maxMembers?: number; now?: () => number } = {},
) {
  const budgets = options.budgets ?? MEMBER_BUDGETS;
  const maxMembers = options.maxMembers ?? 20_000;
  const now = options.now ?? Date.now;
  const members = new Map<string, Buckets>();

  function full(at: number): Buckets {
    const tokens = {} as Record<BudgetedFrame, number>;
    for (const frame of Object.keys(budgets) as BudgetedFrame[]) tokens[frame] = budgets[frame].burst;
    return { tokens, at };
  }

  return {
    get size() {
      return members.size;
    },
    /** Takes one `frame` from the member's budget; false when it is spent (the frame must not be acted on). */
    spend(userId: string, frame: BudgetedFrame): boolean {
      const at = now();
      let buckets = members.get(userId);
      if (buckets) {
        members.delete(userId);
        const seconds = Math.max(0, at - buckets.at) / 1000;
        for (const kind of Object.keys(budgets) as BudgetedFrame[]) {
          const { burst, perSecond } = budgets[kind];
          buckets.tokens[kind] = Math.min(burst, buckets.tokens[kind] + seconds * perSecond);
        }
        buckets.at = at;
      } else {
        buckets = full(at);
        if (members.size >= maxMembers) {
          const oldest = members.keys().next().value;
          if (oldest !== undefined) members.delete(oldest);
        }
      }
      // Re-inserted: the map's order is the members' last activity, oldest first.
      members.set(userId, buckets);
      if (buckets.tokens[frame] < 1) return false;
      buckets.tokens[frame] -= 1;
      return true;
    },
  };
}

export type MemberBudgets = ReturnType<typeof createMemberBudgets>;
