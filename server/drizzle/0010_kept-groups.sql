-- Rollups gain a group per subleased lease (group_kind 'kept': the lease's spaces that none of its
-- ACTIVE subleases holds), so that the lease's own people are its kept spaces' simultaneous sums.
-- Buildings with such leases and readings re-derive theirs as a job (occupancy.rederive).
INSERT INTO "jobs" ("kind", "payload")
SELECT 'occupancy.rederive', jsonb_build_object('buildingId', b."id")
FROM "buildings" b
WHERE EXISTS (
    SELECT 1 FROM "encumbrances" c JOIN "encumbrances" p ON p."id" = c."parent_id"
    WHERE c."building_id" = b."id" AND c."status" = 'ACTIVE' AND p."status" = 'ACTIVE')
  AND EXISTS (SELECT 1 FROM "occupancy_reading_days" r WHERE r."building_id" = b."id")
  AND NOT EXISTS (SELECT 1 FROM "jobs" j WHERE j."kind" = 'occupancy.rederive' AND j."status" = 'QUEUED'
    AND j."payload"->>'buildingId' = b."id"::text);
