-- The starting plan catalogue (DESIGN.md, Billing model): contiguous seat ranges from 1 to
-- unbounded. The super admin edits it afterwards; prices are integer cents per seat.
INSERT INTO "plans" ("name", "min_users", "max_users", "monthly_price_cents", "annual_price_cents", "description", "feature_title", "features", "trial_days", "is_custom_plan") VALUES
('Free', 1, 5, 0, 0, 'For small teams getting started.', 'Free includes', '["Up to 5 users","3 projects","Boards, backlog and sprints","Team chat and notes"]'::jsonb, 0, false),
('Team', 6, 25, 800, 8000, 'For growing teams that ship every week.', 'Everything in Free, plus', '["Unlimited projects","Sprint reports and burndown","Voice and video calls","Performance credits","Email support"]'::jsonb, 14, false),
('Business', 26, 100, 1200, 12000, 'For organisations that need more control.', 'Everything in Team, plus', '["Visitor management","Advanced permissions","Priority support","Invoices for finance teams"]'::jsonb, 14, false),
('Enterprise', 101, NULL, 0, 0, 'For large organisations with custom needs.', 'Everything in Business, plus', '["Volume pricing","Dedicated success manager","SLA and guided onboarding"]'::jsonb, 0, true);
--> statement-breakpoint
-- Every organisation has a current subscription; existing ones start on the free tier.
INSERT INTO "subscriptions" ("organization_id", "plan_id", "quantity", "billing_cycle", "status")
SELECT o."id", p."id", p."max_users", 'monthly', 'active'
FROM "organizations" o CROSS JOIN "plans" p
WHERE p."min_users" = 1
  AND NOT EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."organization_id" = o."id");
