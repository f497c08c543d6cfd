import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import {
  categoryCreateBodySchema,
  categoryUpdateBodySchema,
  creditCategorySchema,
  creditCreateBodySchema,
  creditDetailSchema,
  creditExportQuerySchema,
  creditGraphQuerySchema,
  creditGraphSchema,
  creditListQuerySchema,
  creditPageSchema,
  creditReportQuerySchema,
  creditReportSchema,
  creditUpdateBodySchema,
  memberReportQuerySchema,
  memberReportSchema,
  performanceAccessSchema,
  performanceSettingsBodySchema,
  performanceSettingsSchema,
  recognitionAllowanceSchema,
  recognitionBodySchema,
  recognitionListQuerySchema,
  recognitionSchema,
} from './credits';

// Spec 7 writes PUT /performance/credit/{creditId} and DELETE /performance/credit/{id}: the same
// position, and the router needs one name there, so both are :creditId.
const creditParams = z.object({ creditId: z.uuid('creditId must be a valid id') });
const categoryParams = z.object({ id: z.uuid('id must be a valid id') });

/**
 * Performance credits (spec 7 'Performance', issue 18). The team's list, report and graph are for
 * owners and admins (`performance_view`); the settings and categories are the owner's
 * (`performance_settings`); recording follows the settings' recorderRoles; every member reads their
 * own member report and, when it is on, gives and reads peer recognition.
 */
export const performanceRoutes = defineRoutes({
  'GET /api/performance/credit': {
    summary: 'Credits, filtered (member, category, project, source, period, search), sorted and paged',
    querystring: creditListQuerySchema,
    response: { 200: creditPageSchema },
  },
  'POST /api/performance/credit/add': {
    summary: "Record a credit for a member (roles in the settings' recorderRoles); the member is notified",
    body: creditCreateBodySchema,
    response: { 201: z.object({ data: creditDetailSchema }) },
  },
  'GET /api/performance/credit/export': {
    summary: 'The filtered credits as a CSV file',
    querystring: creditExportQuerySchema,
  },
  'GET /api/performance/credit/report': {
    summary: 'Total Credit, Weekly Average and Monthly Average per member for a period, with the change against the period before',
    querystring: creditReportQuerySchema,
    response: { 200: z.object({ data: creditReportSchema }) },
  },
  'GET /api/performance/credit/report-graph': {
    summary: 'Credits over time in weekly or monthly buckets, stacked by category, for the team or chosen members',
    querystring: creditGraphQuerySchema,
    response: { 200: z.object({ data: creditGraphSchema }) },
  },
  'GET /api/performance/credit/member/report': {
    summary: "One member's credits, totals, averages and graph: your own, or (owners and admins) anyone's",
    querystring: memberReportQuerySchema,
    response: { 200: z.object({ data: memberReportSchema }) },
  },
  'GET /api/performance/credit/:creditId': {
    summary: 'One credit with its history (who changed what, when, before and after), deleted ones included',
    params: creditParams,
    response: { 200: z.object({ data: creditDetailSchema }) },
  },
  'PUT /api/performance/credit/:creditId': {
    summary: 'Change a credit (recorder roles); the change is kept in its history',
    params: creditParams,
    body: creditUpdateBodySchema,
    response: { 200: z.object({ data: creditDetailSchema }) },
  },
  'DELETE /api/performance/credit/:creditId': {
    summary: 'Delete a credit (recorder roles); it leaves the totals and keeps its history',
    params: creditParams,
    response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
  },
  'GET /api/performance/category': {
    summary: "The organisation's credit categories, archived ones included",
    response: { 200: z.object({ data: z.array(creditCategorySchema) }) },
  },
  'POST /api/performance/category': {
    summary: 'Add a category (owner)',
    body: categoryCreateBodySchema,
    response: { 201: z.object({ data: creditCategorySchema }) },
  },
  'PUT /api/performance/category/:id': {
    summary: 'Rename, recolour, change the default points, archive or restore a category (owner)',
    params: categoryParams,
    body: categoryUpdateBodySchema,
    response: { 200: z.object({ data: creditCategorySchema }) },
  },
  'DELETE /api/performance/category/:id': {
    summary: 'Delete an unused category; a used one is archived instead (owner)',
    params: categoryParams,
    response: { 200: z.object({ data: z.object({ _id: z.string(), archived: z.boolean() }) }) },
  },
  'GET /api/performance/settings': {
    summary: "The organisation's performance settings and what the caller may do",
    response: { 200: z.object({ data: performanceSettingsSchema, access: performanceAccessSchema }) },
  },
  'PUT /api/performance/settings': {
    summary: 'Save the performance settings (owner)',
    body: performanceSettingsBodySchema,
    response: { 200: z.object({ data: performanceSettingsSchema, access: performanceAccessSchema }) },
  },
  'GET /api/performance/recognition': {
    summary: 'The recognition feed, newest first, and the caller\'s allowance left this month',
    querystring: recognitionListQuerySchema,
    response: { 200: z.object({ data: z.array(recognitionSchema), total: z.number(), allowance: recognitionAllowanceSchema }) },
  },
  'POST /api/performance/recognition': {
    summary: "Give another member points from this month's allowance, with a message (when the settings turn it on)",
    body: recognitionBodySchema,
    response: { 201: z.object({ data: recognitionSchema, allowance: recognitionAllowanceSchema }) },
  },
});
