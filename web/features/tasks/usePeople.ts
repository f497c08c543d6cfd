import { useMemo } from 'react';
import { useEmployees } from '../projects/api';
import type { ProjectDetail } from './types';

export interface PersonOption {
  _id: string;
  name: string;
}

export interface People {
  /** Everyone a task can name (members, and owners and admins who see every project). */
  byId: ReadonlyMap<string, PersonOption>;
  /** Who may be assigned, by name: the project's members plus the organisation's owners and admins (the server's rule). */
  assignable: PersonOption[];
  nameOf: (id: string | null | undefined) => string | null;
}

export function usePeople(project: ProjectDetail): People {
  const employees = useEmployees();
  return useMemo(() => {
    const byId = new Map<string, PersonOption>();
    for (const member of project.members) byId.set(member._id, { _id: member._id, name: member.name });
    const assignable = [...byId.values()];
    for (const person of employees.data ?? []) {
      if (byId.has(person._id)) continue;
      byId.set(person._id, { _id: person._id, name: person.name });
      if (person.role === 'owner' || person.role === 'admin') assignable.push({ _id: person._id, name: person.name });
    }
    assignable.sort((a, b) => a.name.localeCompare(b.name));
    return { byId, assignable, nameOf: (id) => (id ? (byId.get(id)?.name ?? 'Former member') : null) };
  }, [project.members, employees.data]);
}
