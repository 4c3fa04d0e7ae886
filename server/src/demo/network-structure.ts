// A demo network's structure: its region, the countries of its buildings, and their cities with
// the buildings under them, saved as the network structure screen saves it.
import type { NetworkStructureLevel } from '@atrium/contract';
import type { RequestAuth } from '../auth/guard.ts';
import type { Db } from '../resources/resource-table.ts';
import { saveNetworkStructure } from '../resources/network-structure/index.ts';
import type { Place } from './places.ts';

export async function writeNetworkStructure(
  db: Db,
  auth: RequestAuth,
  networkId: number,
  regionName: string,
  members: readonly { id: number; place: Place }[],
): Promise<void> {
  const levels: NetworkStructureLevel[] = [{ ref: 'region', parent: null, name: regionName }];
  const cityRef = (place: Place) => `city:${place.country}:${place.city}`;
  for (const country of [...new Set(members.map((m) => m.place.country))]) {
    levels.push({ ref: `country:${country}`, parent: 'region', name: country });
    const cities = members.filter((m) => m.place.country === country).map((m) => m.place);
    for (const city of [...new Map(cities.map((place) => [cityRef(place), place])).values()]) {
      levels.push({ ref: cityRef(city), parent: `country:${country}`, name: city.city });
    }
  }
  await saveNetworkStructure(db, auth, {
    networkId,
    levels,
    buildings: members.map((m) => ({ buildingId: m.id, level: cityRef(m.place) })),
  });
}
