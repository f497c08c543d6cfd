import { describe, expect, it } from 'vitest';
import { canManageNoteShares, canWriteNote, noteAccessOf } from './noteAccess';

const base = { orgRole: 'editor' as const, isOwner: false, share: null, seesProject: false };

describe('noteAccessOf', () => {
  it('gives the owner Owner', () => expect(noteAccessOf({ ...base, isOwner: true })).toBe('Owner'));
  it('hides a note that is neither owned, shared nor of a visible project', () => {
    expect(noteAccessOf(base)).toBeNull();
    expect(noteAccessOf({ ...base, orgRole: 'owner' })).toBeNull();
  });
  it('gives a share its permission', () => {
    expect(noteAccessOf({ ...base, share: 'Viewer' })).toBe('Viewer');
    expect(noteAccessOf({ ...base, share: 'Editor' })).toBe('Editor');
  });
  it('lets project members who edit tasks write, and read-role members read', () => {
    expect(noteAccessOf({ ...base, seesProject: true })).toBe('Editor');
    expect(noteAccessOf({ ...base, orgRole: 'read', seesProject: true })).toBe('Viewer');
  });
  it('takes the strongest of share and project membership', () => {
    expect(noteAccessOf({ ...base, orgRole: 'read', seesProject: true, share: 'Editor' })).toBe('Editor');
    expect(noteAccessOf({ ...base, seesProject: true, share: 'Viewer' })).toBe('Editor');
  });
  it('lets only writers write and owners or organisation admins manage shares', () => {
    expect(canWriteNote('Viewer')).toBe(false);
    expect(canWriteNote('Editor')).toBe(true);
    expect(canManageNoteShares('Editor', 'editor')).toBe(false);
    expect(canManageNoteShares('Viewer', 'admin')).toBe(true);
    expect(canManageNoteShares(null, 'owner')).toBe(false);
  });
});
