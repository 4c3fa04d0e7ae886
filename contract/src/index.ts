export * from './health.ts';
