ALTER TABLE "channels" ADD COLUMN "page_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A conversation's page_version counts the changes a page of its messages shows (messagePageCache).
-- Triggers rather than the code's writes: a change through any path (an edit, a reaction, a file, a
-- call ending, a person renamed or removed, the foreign keys' own cascades) moves it, and every node
-- reads the same number. Replies are not on the page: their parent's reply count is, and it is an
-- update of the parent.
CREATE FUNCTION "chat_page_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'messages' THEN
    IF changed.parent_id IS NULL THEN
      UPDATE "channels" SET "page_version" = "page_version" + 1 WHERE "id" = changed.channel_id;
    END IF;
  ELSIF TG_TABLE_NAME = 'message_reactions' THEN
    UPDATE "channels" SET "page_version" = "page_version" + 1 WHERE "id" = (SELECT "channel_id" FROM "messages" WHERE "id" = changed.message_id AND "parent_id" IS NULL);
  ELSIF TG_TABLE_NAME = 'attachments' THEN
    IF changed.message_id IS NOT NULL OR (TG_OP = 'UPDATE' AND OLD.message_id IS NOT NULL) THEN
      UPDATE "channels" SET "page_version" = "page_version" + 1 WHERE "id" = changed.channel_id;
    END IF;
  ELSE
    UPDATE "channels" SET "page_version" = "page_version" + 1 WHERE "id" = changed.channel_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "messages_page_changed" AFTER INSERT OR UPDATE OR DELETE ON "messages" FOR EACH ROW EXECUTE FUNCTION "chat_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "message_reactions_page_changed" AFTER INSERT OR UPDATE OR DELETE ON "message_reactions" FOR EACH ROW EXECUTE FUNCTION "chat_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "attachments_page_changed" AFTER INSERT OR UPDATE OR DELETE ON "attachments" FOR EACH ROW EXECUTE FUNCTION "chat_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "calls_page_changed" AFTER UPDATE OR DELETE ON "calls" FOR EACH ROW EXECUTE FUNCTION "chat_page_changed"();
--> statement-breakpoint
-- A person's name and address are on the pages of every conversation of their organisation they
-- wrote, reacted, pinned or called in, now or before they left it. Renames are rare: all of the
-- organisation's conversations move, locked in one order so that two renames cannot deadlock.
CREATE FUNCTION "chat_person_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "channels" SET "page_version" = "page_version" + 1
  WHERE "id" IN (SELECT "id" FROM "channels" WHERE "organization_id" = NEW.organization_id ORDER BY "id" FOR UPDATE);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_page_changed" AFTER UPDATE OF "name", "email" ON "users" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION "chat_person_renamed"();
