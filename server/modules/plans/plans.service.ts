import { asc, eq } from 'drizzle-orm';
import { amountToCents, catalogueProblem, type Plan, type PlanUpdate } from '../../../domain/billing/plans';
import type { Db } from '../../platform/db/database';
import { plans } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import { freePlan, seatUsage, toApiPlan } from '../seats';

type PlanRow = typeof plans.$inferSelect;

export function createPlansService(deps: { db: Db }) {
  const { db } = deps;
  const catalogue = () => db.select().from(plans).orderBy(asc(plans.minUsers));

  return {
    async list(organizationId: string | null) {
      const rows = await catalogue();
      let isFreeTierEligible = true;
      if (organizationId) {
        const [usage, free] = await Promise.all([seatUsage(db, organizationId), freePlan(db)]);
        isFreeTierEligible = free.maxUsers === null || usage.used <= free.maxUsers;
      }
      return { plans: rows.map(toApiPlan), isFreeTierEligible };
    },

    async adminList() {
      return (await catalogue()).map(toApiPlan);
    },

    /** Applies a super admin's edit only if the catalogue stays contiguous from 1 to unbounded. */
    async update(planId: string, update: PlanUpdate): Promise<Plan> {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(plans).orderBy(asc(plans.minUsers)).for('update');
        const current = rows.find((row) => row.id === planId);
        if (!current) throw notFound('Plan not found');
        const next: PlanRow = {
          ...current,
          name: update.name ?? current.name,
          description: update.description ?? current.description,
          featureTitle: update.feature_title ?? current.featureTitle,
          features: update.features ?? current.features,
          trialDays: update.trial_days ?? current.trialDays,
          isCustomPlan: update.is_custom_plan ?? current.isCustomPlan,
          minUsers: update.min_users ?? current.minUsers,
          maxUsers: update.max_users === undefined ? current.maxUsers : update.max_users,
          monthlyPriceCents: update.monthly_price === undefined ? current.monthlyPriceCents : amountToCents(update.monthly_price),
          annualPriceCents: update.annual_price === undefined ? current.annualPriceCents : amountToCents(update.annual_price),
          updatedAt: new Date(),
        };
        const problem = catalogueProblem(rows.map((row) => toApiPlan(row.id === planId ? next : row)));
        if (problem) throw badRequest(problem);
        const [saved] = await tx.update(plans).set(next).where(eq(plans.id, planId)).returning();
        return toApiPlan(saved!);
      });
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
