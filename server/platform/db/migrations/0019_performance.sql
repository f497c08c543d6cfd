CREATE TABLE "credit_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"default_points" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"category_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"task_id" uuid,
	"source" text DEFAULT 'manual' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"recorder_roles" text[] NOT NULL,
	"week_starts_on" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"auto_enabled" boolean DEFAULT false NOT NULL,
	"auto_points_per_story_point" integer DEFAULT 1 NOT NULL,
	"auto_category_id" uuid,
	"auto_project_ids" uuid[],
	"peer_enabled" boolean DEFAULT false NOT NULL,
	"peer_monthly_allowance" integer DEFAULT 100 NOT NULL,
	"peer_category_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_categories" ADD CONSTRAINT "credit_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_category_id_credit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."credit_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_settings" ADD CONSTRAINT "performance_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_categories_name_idx" ON "credit_categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "credit_history_credit_idx" ON "credit_history" USING btree ("credit_id","at");--> statement-breakpoint
CREATE INDEX "credits_day_idx" ON "credits" USING btree ("organization_id","date") WHERE "credits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "credits_member_idx" ON "credits" USING btree ("organization_id","user_id","date") WHERE "credits"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "credits_automatic_task_idx" ON "credits" USING btree ("task_id") WHERE "credits"."source" = 'automatic' and "credits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "credits_recognition_idx" ON "credits" USING btree ("organization_id","recorded_by","created_at") WHERE "credits"."source" = 'recognition';--> statement-breakpoint
-- Performance credits ship: the Team plan sells them again (0013 took them out), and so do notes, which
-- shipped without putting them back on the Free plan; unless the platform administrator edited the list.
UPDATE "plans" SET "features" = '["Unlimited projects","Sprint reports and burndown","Voice and video calls","Performance credits","Email support"]'::jsonb
WHERE "name" = 'Team' AND "features" = '["Unlimited projects","Sprint reports and burndown","Voice and video calls","Email support"]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '["Up to 5 users","3 projects","Boards, backlog and sprints","Team chat and notes"]'::jsonb
WHERE "name" = 'Free' AND "features" = '["Up to 5 users","3 projects","Boards, backlog and sprints","Team chat"]'::jsonb;
