import { expect } from 'vitest';
import { ORG_ROLES, type OrgRole } from '../../../../domain/permissions/roles';
import type { Visit, VisitInviteBody } from '../../../../domain/visitors/visits';
import { callApi, type Method } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';

/** Test helpers of visitor management: an organisation with every role, invitations made through the API. */

export type Tokens = Record<OrgRole, string>;
export const MANAGER_ROLES: readonly OrgRole[] = ['owner', 'admin', 'maintainer'];
export const MEMBER_ROLES: readonly OrgRole[] = ['editor', 'read'];

/** An arrival window some days ahead, so nothing about it is 'today' unless a test says so. */
export const LATER = { expectedFrom: '2030-03-04T09:00:00.000Z', expectedTo: '2030-03-04T11:00:00.000Z' };

export async function visitorsWorkspace(t: TestApp) {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  const tokens = {} as Tokens;
  for (const role of ORG_ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const api = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, `/api${url}`, token, payload);

  /** An invitation through the API (201 expected), by the editor for themselves by default. */
  const invite = async (token: string = tokens.editor, body: Partial<VisitInviteBody> = {}): Promise<Visit[]> => {
    const res = await api('POST', '/visit', token, { name: 'Ann Lee', email: 'ann@acme.test', company: 'Acme', purpose: 'Interview', ...LATER, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const inviteOne = async (token?: string, body?: Partial<VisitInviteBody>): Promise<Visit> => (await invite(token, body))[0]!;

  return { organization, members, tokens, api, invite, inviteOne };
}

export type VisitorsWorkspace = Awaited<ReturnType<typeof visitorsWorkspace>>;

/** Runs the queued mails now (the queue never polls in tests). */
export const sendQueuedMail = (t: TestApp) => t.jobs.runDue(new Date(Date.now() + 1000));
