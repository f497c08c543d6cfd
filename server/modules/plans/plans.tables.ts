import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    minUsers: integer('min_users').notNull(),
    // Null means unbounded: the last plan of the catalogue.
    maxUsers: integer('max_users'),
    // Integer cents per seat: per month, and per year for annual billing.
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    annualPriceCents: integer('annual_price_cents').notNull(),
    description: text('description').notNull().default(''),
    featureTitle: text('feature_title').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    trialDays: integer('trial_days').notNull().default(0),
    // Null means unlimited; the free tier allows a few projects.
    maxProjects: integer('max_projects'),
    isCustomPlan: boolean('is_custom_plan').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_min_users_unique').on(t.minUsers)],
);
