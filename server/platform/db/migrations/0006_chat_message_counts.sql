ALTER TABLE "channel_members" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Keep every member's unread count: the count so far is the top-level messages, and each
-- member has read all but their unread ones.
UPDATE "channels" SET "message_count" = (SELECT count(*) FROM "messages" WHERE "messages"."channel_id" = "channels"."id" AND "messages"."parent_id" IS NULL);--> statement-breakpoint
UPDATE "channel_members" SET "read_count" = "channels"."message_count" - "channel_members"."unread_count" FROM "channels" WHERE "channels"."id" = "channel_members"."channel_id";--> statement-breakpoint
ALTER TABLE "channel_members" DROP COLUMN "unread_count";
