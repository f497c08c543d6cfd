-- When a sprint was started (the click), so its report can tell planned scope from scope added
-- after the start. Sprints started before this column existed take their start date, the
-- closest thing recorded.
ALTER TABLE "sprints" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sprints" SET "started_at" = "start_date" WHERE "status" <> 'planned' AND "started_at" IS NULL;--> statement-breakpoint
-- Completing a sprint moves its unfinished tasks out and records each move; the report reads the
-- moves stamped with the completion's own moment as "carried over" (any earlier move out is scope
-- removed). Moves written before the completion stamped them alike carry the transaction's time,
-- a moment before completed_at: they are aligned here.
UPDATE "task_activity" AS a SET "created_at" = s."completed_at"
FROM "sprints" AS s
WHERE a."field" = 'sprint' AND a."from_value" = s."id"::text AND s."status" = 'completed'
  AND a."created_at" BETWEEN s."completed_at" - interval '10 seconds' AND s."completed_at";--> statement-breakpoint
-- Sprint reports ship: the Team plan sells them again (0013 took them out), unless the platform
-- administrator edited the list.
UPDATE "plans" SET "features" = '["Unlimited projects","Sprint reports and burndown","Voice and video calls","Email support"]'::jsonb
WHERE "name" = 'Team' AND "features" = '["Unlimited projects","Sprint summary and burndown","Voice and video calls","Email support"]'::jsonb;
