// The data sources' own calls (dataSourceCalls in the contract): data systems, status, excluded
// organizations, a day of readings; and the deletion of a range of readings.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { dataSourceCalls, dataSystemList } from '@atrium/contract';
import { scopedStatisticsRoute, statisticsRoute } from '../../analytics/statistics-route.ts';
import { dataSourceExcludedOrganizations } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { recordAudit, actorOf } from '../../audit/audit.ts';
import { deleteReadings } from '../../occupancy/delete-readings.ts';
import type { Db } from '../resource-table.ts';
import { findVisibleRow } from '../repository.ts';
import { dataSourceStatus } from './status.ts';
import { dataCoverage } from '../../analytics/data-coverage.ts';
import { readingsDay } from './readings-day.ts';
import { dataSourcesDefinition, dataSourcesTable } from './index.ts';

export function registerDataSourceCalls(app: FastifyInstance, db: Db): void {
  const post = statisticsRoute(app);
  const answer = scopedStatisticsRoute(app, db);
  post(dataSourceCalls.dataSystems, () => Promise.resolve({ items: dataSystemList }));
  answer(dataSourceCalls.status, dataSourceStatus);
  answer(dataSourceCalls.dataCoverage, dataCoverage);
  answer(dataSourceCalls.readingsDay, readingsDay);
  post(dataSourceCalls.deleteExcludedOrganization, async (auth, body) => {
    const saved = await db.transaction(async (tx) => {
      const row = await findVisibleRow(tx, dataSourcesTable, auth.scope, body.dataSourceId);
      if (!row) throw new NotFoundError();
      const removed = await tx
        .delete(dataSourceExcludedOrganizations)
        .where(
          and(
            eq(dataSourceExcludedOrganizations.dataSourceId, body.dataSourceId),
            eq(dataSourceExcludedOrganizations.organizationId, body.organizationId),
          ),
        )
        .returning();
      // Not excluded: nothing to stop.
      if (removed.length === 0) throw new NotFoundError();
      await recordAudit(tx, {
        ...actorOf(auth),
        action: 'update',
        resource: 'data-sources',
        entityId: body.dataSourceId,
        details: { fields: ['excludedOrganizationIds'] },
      });
      return dataSourcesDefinition.toEntity(row);
    });
    const [full] = await dataSourcesDefinition.loadFull(db, auth.scope, [saved]);
    if (!full) throw new NotFoundError();
    return full;
  });
  post(dataSourceCalls.deleteReadings, (auth, body) =>
    deleteReadings(db, auth.scope, body, (tx, result) =>
      recordAudit(tx, {
        ...actorOf(auth),
        action: 'delete',
        resource: 'occupancy-readings',
        entityId: body.dataSourceId,
        details: {
          spaceId: body.spaceId ?? 'all',
          from: body.from,
          to: body.to,
          deleted: result.deleted,
          days: result.days,
        },
      }),
    ),
  );
}
