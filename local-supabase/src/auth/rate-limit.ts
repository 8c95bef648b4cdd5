// GoTrue's defences against guessing, for local-supabase: request rate limits per client address
// (Supabase's [auth.rate_limit]: sign_in_sign_ups 30, token_refresh 150, token_verifications 30 per
// 5 minutes), answered 429 `over_request_rate_limit`, plus limits per account (failed sign-ins and failed
// TOTP codes) so that spreading guesses over many addresses does not help either. In memory: a restart
// forgets the counters, as a restarted GoTrue does.

export interface AuthLimits {
  /** Sign-in requests per client address per window. */
  signInPerAddress: number;
  /** Token refreshes per client address per window. */
  refreshPerAddress: number;
  /** MFA verifications per client address per window. */
  verifyPerAddress: number;
  /** Failed sign-ins per account per window; then sign-in is refused until the window passes. */
  failedSignInsPerAccount: number;
  /** Failed TOTP codes per user per window. */
  failedCodesPerUser: number;
  /** Wrong codes one challenge accepts before it is used up. */
  attemptsPerChallenge: number;
  windowMs: number;
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Defaults as a hosted project, each overridable by an environment variable (README, "Security"). */
export function authLimitsFromEnv(): AuthLimits {
  return {
    signInPerAddress: envNumber('AUTH_RATE_LIMIT_SIGN_IN', 30),
    refreshPerAddress: envNumber('AUTH_RATE_LIMIT_TOKEN_REFRESH', 150),
    verifyPerAddress: envNumber('AUTH_RATE_LIMIT_VERIFY', 30),
    failedSignInsPerAccount: envNumber('AUTH_FAILED_SIGN_INS_PER_ACCOUNT', 10),
    failedCodesPerUser: envNumber('AUTH_FAILED_CODES_PER_USER', 10),
    attemptsPerChallenge: envNumber('AUTH_ATTEMPTS_PER_CHALLENGE', 5),
    windowMs: envNumber('AUTH_RATE_LIMIT_WINDOW_SECONDS', 300) * 1000,
  };
}

/**
 * For test harnesses: every request of a test run comes from one address, so the per-address limits
 * would throttle the suite itself. Per-account and per-challenge limits stay as in production.
 */
export const SINGLE_ADDRESS_TEST_LIMITS: Partial<AuthLimits> = {
  signInPerAddress: 1_000_000,
  refreshPerAddress: 1_000_000,
  verifyPerAddress: 1_000_000,
};

/** Counts events per key in a sliding window. */
export class WindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  count(key: string, now = Date.now()): number {
    const recent = (this.events.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length) this.events.set(key, recent);
    else this.events.delete(key);
    return recent.length;
  }

  add(key: string, now = Date.now()) {
    this.count(key, now);
    this.events.set(key, [...(this.events.get(key) ?? []), now]);
  }

  /** Records one event and says whether the key is now over `limit`. */
  hit(key: string, limit: number, now = Date.now()): boolean {
    this.add(key, now);
    return this.count(key, now) > limit;
  }

  /**
   * Counts an attempt before it is checked: records one event unless the key already has `limit`,
   * in one synchronous step, so parallel requests cannot all pass a check made before any is counted.
   */
  reserve(key: string, limit: number, now = Date.now()): boolean {
    if (this.count(key, now) >= limit) return false;
    this.add(key, now);
    return true;
  }

  /** Gives back the latest event of the key (a reserved attempt that turned out to succeed). */
  release(key: string) {
    const events = this.events.get(key);
    events?.pop();
    if (events && !events.length) this.events.delete(key);
  }

  clear(key: string) {
    this.events.delete(key);
  }
}

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 one by its /64 (one
 * subscriber usually holds a whole /64, so counting per /128 would hand out 2^64 fresh budgets).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The auth service's counters, one set per local-supabase instance. */
export class AuthGuard {
  readonly requests: WindowCounter;
  readonly failures: WindowCounter;
  /** Wrong codes per MFA challenge id. */
  readonly challengeAttempts = new Map<string, number>();
  /** Last TOTP time step accepted per factor: a code is good once. */
  readonly lastStep = new Map<string, number>();

  constructor(readonly limits: AuthLimits) {
    this.requests = new WindowCounter(limits.windowMs);
    this.failures = new WindowCounter(limits.windowMs);
  }
}
