export * from './organizations.ts';
export * from './catalogues.ts';
export * from './users.ts';
export * from './buildings.ts';
export * from './spaces.ts';
export * from './data.ts';
export * from './identity.ts';
export * from './occupancy.ts';
