// The read cache's generation (http/read-cache.ts): every write through the API advances it, and
// a cached answer is served only while the generation is the one it was read in, so that every
// server process on a PostgreSQL database stops serving an answer once any of them has written.
import { pgSequence } from 'drizzle-orm/pg-core';

export const readCacheGeneration = pgSequence('read_cache_generation');
