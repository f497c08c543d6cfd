import { hasAbility, type Role } from '../../../domain/permissions/roles';

/** Create projects, change their settings, statuses, epics and members (owner, admin, maintainer). */
export function canEditProjects(role: Role): boolean {
  return hasAbility(role, 'project_edit');
}

/** Deleting a whole project is for owners and admins, who also see every project (DESIGN.md, Roles). */
export function canDeleteProjects(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}
