import { describe, expect, it } from 'vitest';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { canEditEvent, canSeeEvent, type EventAccessFacts } from './calendarAccess';

const facts = (overrides: Partial<EventAccessFacts>): EventAccessFacts => ({
  role: 'editor',
  isOrganizer: false,
  isAttendee: false,
  visibility: 'attendees',
  projectId: null,
  seesProject: false,
  ...overrides,
});

describe('who sees and who edits an event', () => {
  it('keeps a private event to its organiser and attendees, whatever the role', () => {
    for (const role of ORG_ROLES) {
      expect(canSeeEvent(facts({ role })), role).toBe(false);
      expect(canSeeEvent(facts({ role, seesProject: true, projectId: 'p' })), role).toBe(false);
      expect(canSeeEvent(facts({ role, isAttendee: true })), role).toBe(true);
      expect(canSeeEvent(facts({ role, isOrganizer: true })), role).toBe(true);
    }
  });

  it("shows an organisation's event to everyone, and a project's to those who can open the project", () => {
    expect(canSeeEvent(facts({ visibility: 'organization' }))).toBe(true);
    expect(canSeeEvent(facts({ visibility: 'organization', projectId: 'p' }))).toBe(false);
    expect(canSeeEvent(facts({ visibility: 'organization', projectId: 'p', seesProject: true }))).toBe(true);
  });

  it('lets the organiser edit, and owners and admins edit what they can see; attendees and other roles read only', () => {
    const shared = facts({ visibility: 'organization' });
    expect(ORG_ROLES.filter((role) => canEditEvent({ ...shared, role }))).toEqual(['owner', 'admin']);
    expect(ORG_ROLES.filter((role) => canEditEvent({ ...shared, role, isAttendee: true }))).toEqual(['owner', 'admin']);
    expect(ORG_ROLES.every((role) => canEditEvent({ ...shared, role, isOrganizer: true }))).toBe(true);
    expect(canEditEvent(facts({ role: 'owner' }))).toBe(false);
  });
});
