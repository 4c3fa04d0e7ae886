// Failed sign-ins, counted so that guessing is slow and then stops, without letting anyone lock
// someone else out (issue 35, item 2). The usual shape:
// - per realm, account and client address: after a few failures each next try must wait twice
//   as long as the last, then that pair is refused for the rest of the window;
// - per client address, across accounts (password spraying): refused after many failures;
// - per realm and account, across addresses (a guess from many machines): slowed down, never
//   refused, so that the right password from another address always gets in.
// Kept in memory: enough for one server process; several processes each keep their own count.
import { setBounded } from '../bounded.ts';

export type Attempt = { realm: string; account: string; address: string };

/** Go ahead (after `delayMs`), or come back in `retryAfterS` seconds without trying. */
export type Verdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterS: number };

export type AttemptLimiter = {
  check(attempt: Attempt): Verdict;
  recordFailure(attempt: Attempt): void;
  recordSuccess(attempt: Attempt): void;
};

export type LimiterOptions = {
  windowMs: number;
  /** Failures of one pair before its tries are spaced out (1 s, then doubling). */
  pairSlowAfter: number;
  /** Failures of one pair after which it is refused until the window has passed. */
  pairLimit: number;
  /** Failures from one address, any account, after which the address is refused. */
  addressLimit: number;
  /** Failures of one account, any address, after which each try waits `accountDelayMs`. */
  accountSlowAfter: number;
  accountDelayMs: number;
  /** How many keys are remembered at most (accounts are whatever callers type). */
  maxKeys?: number;
  now?: () => number;
};

export const SIGN_IN_LIMITS: LimiterOptions = {
  windowMs: 15 * 60_000,
  pairSlowAfter: 3,
  pairLimit: 10,
  addressLimit: 100,
  accountSlowAfter: 10,
  accountDelayMs: 1_000,
};

export function createAttemptLimiter(options: LimiterOptions): AttemptLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const keysOf = ({ realm, account, address }: Attempt) => {
    const who = `${realm}\n${account.trim().toLowerCase()}`;
    return {
      pair: `pair\n${who}\n${address}`,
      account: `account\n${who}`,
      address: `address\n${address}`,
    };
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    check(attempt) {
      const keys = keysOf(attempt);
      const byAddress = recent(keys.address);
      const firstByAddress = byAddress[0];
      if (byAddress.length >= options.addressLimit && firstByAddress !== undefined)
        return { allowed: false, retryAfterS: seconds(firstByAddress + options.windowMs - now()) };
      const byPair = recent(keys.pair);
      const firstByPair = byPair[0];
      const lastByPair = byPair.at(-1);
      if (byPair.length >= options.pairLimit && firstByPair !== undefined)
        return { allowed: false, retryAfterS: seconds(firstByPair + options.windowMs - now()) };
      if (byPair.length >= options.pairSlowAfter && lastByPair !== undefined) {
        const wait = 1000 * 2 ** (byPair.length - options.pairSlowAfter);
        const readyAt = lastByPair + wait;
        if (readyAt > now()) return { allowed: false, retryAfterS: seconds(readyAt - now()) };
      }
      const byAccount = recent(keys.account).length;
      return {
        allowed: true,
        delayMs: byAccount >= options.accountSlowAfter ? options.accountDelayMs : 0,
      };
    },
    recordFailure(attempt) {
      for (const key of Object.values(keysOf(attempt)))
        setBounded(failures, maxKeys, key, [...recent(key), now()]);
    },
    recordSuccess(attempt) {
      // Only this pair starts afresh: others' failures against the account still count.
      failures.delete(keysOf(attempt).pair);
    },
  };
}

/** "Try again in 40 seconds" / "in 12 minutes", for the sign-in page. */
export function tooManyAttempts(retryAfterS: number): string {
  const when =
    retryAfterS < 90
      ? `${String(retryAfterS)} second${retryAfterS === 1 ? '' : 's'}`
      : `${String(Math.ceil(retryAfterS / 60))} minutes`;
  return `Too many failed sign-in attempts. Try again in ${when}.`;
}
