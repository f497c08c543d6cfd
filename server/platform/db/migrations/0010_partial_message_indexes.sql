DROP INDEX "messages_parent_seq_idx";--> statement-breakpoint
DROP INDEX "messages_pinned_idx";--> statement-breakpoint
CREATE INDEX "messages_parent_seq_idx" ON "messages" USING btree ("parent_id","seq") WHERE "messages"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_pinned_idx" ON "messages" USING btree ("channel_id","pinned_at") WHERE "messages"."pinned_at" is not null;