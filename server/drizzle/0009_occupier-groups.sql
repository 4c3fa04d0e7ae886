-- Rollups gain a group per occupier and building (group_kind 'occupier': the spaces of the active
-- leases one organization is the tenant of there). Buildings with such leases and readings
-- re-derive theirs as a job (occupancy.rederive), as after any change of what their rollups
-- depend on.
INSERT INTO "jobs" ("kind", "payload")
SELECT 'occupancy.rederive', jsonb_build_object('buildingId', b."id")
FROM "buildings" b
WHERE EXISTS (
    SELECT 1 FROM "encumbrances" e JOIN "encumbrance_spaces" es ON es."encumbrance_id" = e."id"
    WHERE e."building_id" = b."id" AND e."status" = 'ACTIVE')
  AND EXISTS (SELECT 1 FROM "occupancy_reading_days" r WHERE r."building_id" = b."id")
  AND NOT EXISTS (SELECT 1 FROM "jobs" j WHERE j."kind" = 'occupancy.rederive' AND j."status" = 'QUEUED'
    AND j."payload"->>'buildingId' = b."id"::text);
