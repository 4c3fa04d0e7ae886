-- Rollups gain a group per operator and building (group_kind 'operator': the floors one
-- organization operates there). Buildings with operated floors and readings re-derive theirs
-- as a job (occupancy.rederive), as after any change of what their rollups depend on.
INSERT INTO "jobs" ("kind", "payload")
SELECT 'occupancy.rederive', jsonb_build_object('buildingId', b."id")
FROM "buildings" b
WHERE EXISTS (SELECT 1 FROM "floors" f WHERE f."building_id" = b."id" AND f."operator_organization_id" IS NOT NULL)
  AND EXISTS (SELECT 1 FROM "occupancy_reading_days" r WHERE r."building_id" = b."id");
