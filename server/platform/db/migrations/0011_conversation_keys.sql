-- A conversation's rows hold its organisation through one key to the conversation, instead of a key to each.
-- The key needs its target unique first (drizzle-kit put it last).
ALTER TABLE "channels" ADD CONSTRAINT "channels_id_organization_unique" UNIQUE("id","organization_id");--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_members" DROP CONSTRAINT "channel_members_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_members" DROP CONSTRAINT "channel_members_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_conversation_fk" FOREIGN KEY ("channel_id","organization_id") REFERENCES "public"."channels"("id","organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_conversation_fk" FOREIGN KEY ("channel_id","organization_id") REFERENCES "public"."channels"("id","organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_members" ADD CONSTRAINT "channel_members_conversation_fk" FOREIGN KEY ("channel_id","organization_id") REFERENCES "public"."channels"("id","organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_fk" FOREIGN KEY ("channel_id","organization_id") REFERENCES "public"."channels"("id","organization_id") ON DELETE cascade ON UPDATE no action;
