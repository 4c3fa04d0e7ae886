// The guard's memories that serve a stale answer while a fresh one loads (issue 33, "Getting data
// in"): the organization lookup and the embedded provider's grant check, with fake loaders and a
// fake clock. A database held by a long write delays their renewal, never the request, within a
// bound; past it, and for "not found" or "revoked", the request waits for the database.
import { describe, expect, it } from 'vitest';
import type { OrganizationRef } from '../src/auth/user.ts';
import { staleWhileRevalidate } from '../src/bounded.ts';
import {
  LOOKUP_MAX_STALE_MS,
  staleOrganizationLookup,
} from '../src/resources/organizations/index.ts';
import { GRANT_MAX_STALE_MS, GRANT_WAIT_MS, grantLiveness } from '../src/idp/index.ts';

/** A loader whose answers the test gives one call at a time (a database that may not answer). */
function fakeLoader<V>() {
  const calls: { key: string; resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  const load = (key: string) =>
    new Promise<V>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('Nothing was loaded');
    return call;
  };
  return { load, calls, last };
}

const harbor: OrganizationRef = {
  id: 2,
  key: 'harbor',
  name: 'Harbor Properties',
  type: 'OWNER',
  realm: 'harbor',
};
const renamed: OrganizationRef = { ...harbor, name: 'Harbor Holdings' };

/** Lets the loader's settled answer reach the memory. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether the promise has settled after the pending callbacks have run. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  const marker = Symbol('pending');
  const first = await Promise.race([
    promise,
    new Promise<typeof marker>((resolve) =>
      setTimeout(() => {
        resolve(marker);
      }, 20),
    ),
  ]);
  return first === marker ? 'pending' : { value: first };
}

describe('the organization lookup', () => {
  const setup = () => {
    let time = 1_000_000;
    const byKey = fakeLoader<OrganizationRef | null>();
    const unused = () => Promise.reject(new Error('not asked'));
    const lookup = staleOrganizationLookup(
      { byKey: byKey.load, byRealm: unused, byEmailDomain: unused },
      () => time,
    );
    return {
      lookup,
      byKey,
      advance: (ms: number) => {
        time += ms;
      },
    };
  };

  it('answers from memory for 30 s, then gives the last answer at once while a fresh one loads', async () => {
    const { lookup, byKey, advance } = setup();
    const first = lookup.byKey('harbor');
    byKey.last().resolve(harbor);
    expect(await first).toEqual(harbor);
    advance(29_000);
    expect(await lookup.byKey('harbor')).toEqual(harbor);
    expect(byKey.calls).toHaveLength(1);

    // Past 30 s the database does not answer (a long import's write): the last answer comes.
    advance(2_000);
    expect(await settled(lookup.byKey('harbor'))).toEqual({ value: harbor });
    expect(await settled(lookup.byKey('harbor'))).toEqual({ value: harbor });
    // One renewal at a time, whatever the number of requests.
    expect(byKey.calls).toHaveLength(2);
    byKey.last().resolve(renamed);
    await flush();
    expect(await lookup.byKey('harbor')).toEqual(renamed);
  });

  it('keeps the last answer when a renewal fails, but not past 10 minutes: then the request waits', async () => {
    const { lookup, byKey, advance } = setup();
    const first = lookup.byKey('harbor');
    byKey.last().resolve(harbor);
    await first;
    advance(60_000);
    expect(await lookup.byKey('harbor')).toEqual(harbor);
    byKey.last().reject(new Error('connection lost'));
    await flush();
    // Still within the bound: the failure is not the caller's.
    advance(60_000);
    expect(await lookup.byKey('harbor')).toEqual(harbor);
    expect(byKey.calls).toHaveLength(3);
    byKey.last().reject(new Error('connection lost'));
    await flush();

    advance(LOOKUP_MAX_STALE_MS);
    const late = lookup.byKey('harbor');
    expect(await settled(late)).toBe('pending');
    byKey.last().reject(new Error('connection lost'));
    await expect(late).rejects.toThrow('connection lost');
  });

  it('never gives "no such organization" stale: a new organization is found at once', async () => {
    const { lookup, byKey, advance } = setup();
    const first = lookup.byKey('harbor');
    byKey.last().resolve(null);
    expect(await first).toBeNull();
    advance(31_000);
    const next = lookup.byKey('harbor');
    expect(await settled(next)).toBe('pending');
    byKey.last().resolve(harbor);
    expect(await next).toEqual(harbor);
  });
});

describe('the embedded provider’s grant check', () => {
  const setup = () => {
    let time = 5_000_000;
    const loader = fakeLoader<boolean>();
    const grants = grantLiveness(loader.load, () => time);
    return {
      grants,
      loader,
      advance: (ms: number) => {
        time += ms;
      },
    };
  };

  it('asks the database at every request, and takes its word when it answers', async () => {
    const { grants, loader } = setup();
    const first = grants.get('atrium:Grant:g1');
    loader.last().resolve(true);
    expect(await first).toBe(true);
    const second = grants.get('atrium:Grant:g1');
    expect(loader.calls).toHaveLength(2);
    // Signed out in another process: refused at once.
    loader.last().resolve(false);
    expect(await second).toBe(false);
    // A revoked grant is never given stale.
    const third = grants.get('atrium:Grant:g1');
    expect(await settled(third)).toBe('pending');
    loader.last().resolve(false);
    expect(await third).toBe(false);
  });

  it(`takes a grant seen live for live when the database has not answered within ${String(GRANT_WAIT_MS)} ms, up to 10 minutes`, async () => {
    const { grants, loader, advance } = setup();
    const first = grants.get('atrium:Grant:g2');
    loader.last().resolve(true);
    await first;
    advance(GRANT_MAX_STALE_MS - 1000);
    const started = performance.now();
    expect(await grants.get('atrium:Grant:g2')).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(GRANT_WAIT_MS - 20);
    // Past the bound (counted from when it was last seen live) the request waits.
    advance(2000);
    const late = grants.get('atrium:Grant:g2');
    expect(await settled(late)).toBe('pending');
    loader.last().resolve(true);
    expect(await late).toBe(true);
  });

  it('forgets a grant signed out in this process, even while an older check is on its way', async () => {
    const { grants, loader } = setup();
    const first = grants.get('atrium:Grant:g3');
    loader.last().resolve(true);
    await first;
    const pending = grants.get('atrium:Grant:g3');
    const before = loader.last();
    grants.delete('atrium:Grant:g3');
    // The check begun before the sign-out answers "live" late: it is not remembered.
    before.resolve(true);
    await pending;
    const after = grants.get('atrium:Grant:g3');
    expect(await settled(after)).toBe('pending');
    loader.last().resolve(false);
    expect(await after).toBe(false);
  });
});

describe('staleWhileRevalidate', () => {
  it('keeps at most maxEntries answers', async () => {
    let loads = 0;
    const memory = staleWhileRevalidate(
      (key: string) => {
        loads++;
        return Promise.resolve(key.length);
      },
      { freshMs: 60_000, maxStaleMs: 120_000, maxEntries: 2 },
    );
    await memory.get('a');
    await memory.get('bb');
    await memory.get('ccc');
    expect(loads).toBe(3);
    await memory.get('bb');
    expect(loads).toBe(3);
    // The oldest went to make room.
    await memory.get('a');
    expect(loads).toBe(4);
  });
});
