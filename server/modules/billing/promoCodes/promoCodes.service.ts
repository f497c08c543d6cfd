import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROMO_CODE_DUPLICATE_TEXT,
  PROMO_CODE_PAST_EXPIRY_TEXT,
  PROMO_CODE_UNKNOWN_PLAN_TEXT,
  type AdminPromoCode,
  type promoCodeCreateSchema,
} from '../../../../domain/billing/admin';
import { centsToAmount } from '../../../../domain/billing/plans';
import { normalizePromoCode } from '../../../../domain/billing/pricing';
import { isUniqueViolation, type Db } from '../../../platform/db/database';
import { plans, promoCodes } from '../../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';

type PromoRow = typeof promoCodes.$inferSelect;
type PromoCodeInput = z.output<typeof promoCodeCreateSchema>;

const duplicate = () => new AppError(409, 'CONFLICT', PROMO_CODE_DUPLICATE_TEXT, { field: 'code' });

export function presentPromoCode(row: PromoRow, planName: string | null): AdminPromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOffBasisPoints === null ? null : row.percentOffBasisPoints / 100,
    amountOff: row.amountOffCents === null ? null : centsToAmount(row.amountOffCents),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    planId: row.planId,
    planName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The super admin's promotion codes (issue 6); checkout applies them (checkout.service.ts). */
export function createPromoCodesService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async list(): Promise<AdminPromoCode[]> {
      const rows = await db
        .select({ promo: promoCodes, planName: plans.name })
        .from(promoCodes)
        .leftJoin(plans, eq(plans.id, promoCodes.planId))
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
      return rows.map((row) => presentPromoCode(row.promo, row.planName));
    },

    async create(input: PromoCodeInput): Promise<AdminPromoCode> {
      const code = normalizePromoCode(input.code);
      const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
      if (expiresAt && expiresAt <= clock()) throw badRequest(`expiresAt: ${PROMO_CODE_PAST_EXPIRY_TEXT}`, { field: 'expiresAt' });
      return db.transaction(async (tx) => {
        let planName: string | null = null;
        if (input.planId !== null) {
          const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, input.planId));
          if (!plan) throw badRequest(`planId: ${PROMO_CODE_UNKNOWN_PLAN_TEXT}`, { field: 'planId' });
          planName = plan.name;
        }
        const [taken] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
        if (taken) throw duplicate();
        try {
          const [row] = await tx
            .insert(promoCodes)
            .values({
              code,
              kind: input.kind,
              // Stored in hundredths of a percent; promoCodeSchema allows at most 2 decimals.
              percentOffBasisPoints: input.kind === 'percent' ? Math.round(input.percentOff! * 100) : null,
              amountOffCents: input.kind === 'amount' ? input.amountOffCents! : null,
              expiresAt,
              maxRedemptions: input.maxRedemptions,
              planId: input.planId,
              createdAt: clock(),
            })
            .returning();
          return presentPromoCode(row!, planName);
        } catch (error) {
          // Two admins creating the same code at once: the unique index decides.
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        }
      });
    },

    /** Subscriptions and sessions that used the code keep their price; they only lose the link. */
    async remove(promoCodeId: string): Promise<void> {
      const deleted = await db.delete(promoCodes).where(eq(promoCodes.id, promoCodeId)).returning({ id: promoCodes.id });
      if (deleted.length === 0) throw notFound('Promotion code not found');
    },
  };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
