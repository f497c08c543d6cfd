CREATE TABLE "visitor_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visitor_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"agreement_text" text DEFAULT '' NOT NULL,
	"require_approval" boolean DEFAULT false NOT NULL,
	"photo_enabled" boolean DEFAULT false NOT NULL,
	"auto_sign_out" boolean DEFAULT true NOT NULL,
	"sign_out_reminder_hours" integer,
	"retention_days" integer,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"company" text DEFAULT '' NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"invited_by_id" uuid,
	"purpose" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"expected_from" timestamp with time zone,
	"expected_to" timestamp with time zone,
	"walk_in" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"kiosk_id" uuid,
	"signed_in_at" timestamp with time zone,
	"signed_out_at" timestamp with time zone,
	"signed_out_by" text,
	"agreement_text" text,
	"agreement_accepted_at" timestamp with time zone,
	"photo_key" text,
	"held" boolean DEFAULT false NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"series_id" uuid,
	"sign_out_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_blocks" ADD CONSTRAINT "visitor_blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_blocks" ADD CONSTRAINT "visitor_blocks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_kiosks" ADD CONSTRAINT "visitor_kiosks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_kiosks" ADD CONSTRAINT "visitor_kiosks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_settings" ADD CONSTRAINT "visitor_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_kiosk_id_visitor_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."visitor_kiosks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_blocks_value_idx" ON "visitor_blocks" USING btree ("organization_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_kiosks_token_idx" ON "visitor_kiosks" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_email_idx" ON "visitors" USING btree ("organization_id","email") WHERE "visitors"."email" is not null;--> statement-breakpoint
CREATE INDEX "visitors_name_idx" ON "visitors" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "visits_code_idx" ON "visits" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "visits_when_idx" ON "visits" USING btree ("organization_id",coalesce("expected_from", "signed_in_at", "created_at"));--> statement-breakpoint
CREATE INDEX "visits_host_idx" ON "visits" USING btree ("organization_id","host_id");--> statement-breakpoint
CREATE INDEX "visits_visitor_idx" ON "visits" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "visits_open_idx" ON "visits" USING btree ("organization_id","status") WHERE "visits"."status" in ('expected', 'awaitingApproval', 'signedIn');