/**
 * Failed sign-in attempts, counted per account and per client address over a sliding window.
 * Kept in memory: enough for one server process; several processes each keep their own count.
 */
export type AttemptLimiter = {
  /** Whether another attempt is allowed now for this account and address. */
  allowed(account: string, address: string): boolean;
  recordFailure(account: string, address: string): void;
  recordSuccess(account: string): void;
};

export type LimiterOptions = {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  now?: () => number;
};

export function createAttemptLimiter(options: LimiterOptions): AttemptLimiter {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const accountKey = (a: string) => `account:${a.toLowerCase()}`;
  const addressKey = (a: string) => `address:${a}`;
  return {
    allowed: (account, address) =>
      recent(accountKey(account)).length < options.perAccount &&
      recent(addressKey(address)).length < options.perAddress,
    recordFailure(account, address) {
      for (const key of [accountKey(account), addressKey(address)])
        failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(account) {
      failures.delete(accountKey(account));
    },
  };
}
