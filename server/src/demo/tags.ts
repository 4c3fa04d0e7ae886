// The demo's tags: each organization labels what it works with, so the Tags screen and the
// pickers that offer tags have something to show.
import type { DemoServices } from './demo-services.ts';

type DemoTag = {
  name: string;
  availableFor: 'BUILDING' | 'NETWORK' | 'ORGANIZATION' | 'ENCUMBRANCE' | 'PROJECT' | 'REPORT';
  colour: string;
};

const tagsByOrganization: Record<string, DemoTag[]> = {
  harbor: [
    { name: 'Flagship', availableFor: 'BUILDING', colour: '#00AAEF' },
    { name: 'Refurbishment 2027', availableFor: 'BUILDING', colour: '#F59E0B' },
    { name: 'Renewal talks', availableFor: 'ENCUMBRANCE', colour: '#7C3AED' },
    { name: 'Key account', availableFor: 'ORGANIZATION', colour: '#059669' },
    { name: 'Board pack', availableFor: 'REPORT', colour: '#DB2777' },
  ],
  crescent: [
    { name: 'Core', availableFor: 'BUILDING', colour: '#0EA5E9' },
    { name: 'Disposal candidate', availableFor: 'BUILDING', colour: '#DC2626' },
  ],
  metrospaces: [
    { name: 'Coworking', availableFor: 'BUILDING', colour: '#14B8A6' },
    { name: 'Expansion', availableFor: 'PROJECT', colour: '#6366F1' },
  ],
  northwind: [
    { name: 'Headquarters', availableFor: 'BUILDING', colour: '#2563EB' },
    { name: 'Consolidate', availableFor: 'ENCUMBRANCE', colour: '#EA580C' },
  ],
};

export async function writeTags(
  services: DemoServices,
  orgId: (key: string) => number,
): Promise<number> {
  let count = 0;
  for (const [key, tags] of Object.entries(tagsByOrganization)) {
    for (const tag of tags) {
      await services.tags.create({ ...tag, organizationId: orgId(key) });
      count += 1;
    }
  }
  return count;
}
