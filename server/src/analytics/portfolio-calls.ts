// Encumbrance, building and network statistics calls of specification section 7.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../resources/resource-table.ts';

export function registerPortfolioCalls(_app: FastifyInstance, _db: Db): void {
  // Filled in by the portfolio calls work.
}
