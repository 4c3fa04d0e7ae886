import { useSyncExternalStore } from 'react';
import { ZOrganizationSchema, type Organization } from '@atrium/contract';

// The organization a master admin acts as (specification section 4), remembered in the browser.
// A small external store: the API client reads it for every call, React subscribes to it.

export const IMPERSONATION_STORAGE_KEY = 'atrium.impersonatedOrganization';

export const ZImpersonatedOrganizationSchema = ZOrganizationSchema.pick({
  id: true,
  key: true,
  name: true,
  type: true,
});
export type ImpersonatedOrganization = Pick<Organization, 'id' | 'key' | 'name' | 'type'>;

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; value: ImpersonatedOrganization | null } = {
  raw: null,
  value: null,
};

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(IMPERSONATION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy settings); then nobody is impersonated.
    return null;
  }
}

function parse(raw: string | null): ImpersonatedOrganization | null {
  if (raw === null) return null;
  try {
    const result = ZImpersonatedOrganizationSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The impersonated organization, or null; the same object while the stored value is unchanged. */
export function readImpersonation(): ImpersonatedOrganization | null {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, value: parse(raw) };
  return snapshot.value;
}

/** Remembers the organization to act as, or forgets it with null. */
export function writeImpersonation(organization: ImpersonatedOrganization | null): void {
  try {
    if (organization === null) window.localStorage.removeItem(IMPERSONATION_STORAGE_KEY);
    else {
      const { id, key, name, type } = organization;
      window.localStorage.setItem(
        IMPERSONATION_STORAGE_KEY,
        JSON.stringify({ id, key, name, type }),
      );
    }
  } catch {
    // Not remembered; the choice still holds for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may change it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === IMPERSONATION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useImpersonation(): ImpersonatedOrganization | null {
  return useSyncExternalStore(subscribe, readImpersonation, () => null);
}
