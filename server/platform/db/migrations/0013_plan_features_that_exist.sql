-- The seeded plans sold features that do not exist yet (notes, sprint reports, performance credits,
-- visitor management). Each feature's issue adds it back when it ships. Only a plan still carrying
-- the seeded list is changed: a list the platform administrator edited is theirs.
UPDATE "plans" SET "features" = '["Up to 5 users","3 projects","Boards, backlog and sprints","Team chat"]'::jsonb
WHERE "name" = 'Free' AND "features" = '["Up to 5 users","3 projects","Boards, backlog and sprints","Team chat and notes"]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '["Unlimited projects","Sprint summary and burndown","Voice and video calls","Email support"]'::jsonb
WHERE "name" = 'Team' AND "features" = '["Unlimited projects","Sprint reports and burndown","Voice and video calls","Performance credits","Email support"]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '["Advanced permissions","Priority support","Invoices for finance teams"]'::jsonb
WHERE "name" = 'Business' AND "features" = '["Visitor management","Advanced permissions","Priority support","Invoices for finance teams"]'::jsonb;
