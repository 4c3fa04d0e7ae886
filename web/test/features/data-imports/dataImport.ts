import type { DataImport, DataImportFull } from '@atrium/contract';

// Data imports as the API answers them (contract shapes), for the import and data-import pages.

export const T = '2026-03-01T09:00:00.000Z';
export const UUID = '3f2b8a52-6a55-4b0e-9f51-1c2d3e4f5a6b';

export function dataImport(overrides: Partial<DataImport> = {}): DataImport {
  return {
    id: UUID,
    type: 'SPATIAL',
    status: 'PENDING',
    organizationId: 1,
    buildingId: null,
    userId: 4,
    fileId: 7,
    filename: 'harbor.csv',
    jobId: 12,
    progress: 0,
    summary: null,
    errors: [],
    fixOf: null,
    createdAt: T,
    updatedAt: T,
    ...overrides,
  };
}

export function dataImportFull(overrides: Partial<DataImportFull> = {}): DataImportFull {
  return {
    ...dataImport(),
    organization: { id: 1, name: 'Harbor Properties' },
    building: null,
    user: { id: 4, email: 'ada@atrium.test' },
    options: {},
    failedRows: [],
    created: {},
    job: { id: 12, status: 'RUNNING', attempts: 1, error: null, startedAt: T, finishedAt: null },
    ...overrides,
  };
}
