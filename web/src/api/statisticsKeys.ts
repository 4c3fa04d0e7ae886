// The query keys of the statistics calls: every answer's key starts with 'statistics', so a write
// that changes figures invalidates them all at once. Apart from the hooks (statistics.ts) so that
// the resource hooks, which the first page loads, do not bring the statistics hooks with them.
export const statisticsKeys = {
  all: ['statistics'] as const,
  call: (path: string, body: unknown) => ['statistics', path, body] as const,
};
