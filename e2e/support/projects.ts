import type { APIRequestContext, Page } from '@playwright/test';

export const unique = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 100)}`;

export async function employeeId(request: APIRequestContext, name: string): Promise<string> {
  const people = (await (await request.get('/api/employee/list')).json()).data as { _id: string; name: string }[];
  return people.find((p) => p.name === name)!._id;
}

/** A project with tasks made through the API, for flows that start from an existing project. */
export async function seededProject(page: Page, titles: string[], memberName = 'Eddie Editor') {
  const request = page.request;
  const member = await employeeId(request, memberName);
  const project = (await (await request.post('/api/project/add', { data: { name: `Seeded ${unique()}`, members: [member] } })).json()).data;
  const tasks = [];
  for (const title of titles) tasks.push((await (await request.post('/api/task/add', { data: { projectId: project._id, title } })).json()).data);
  return { project, tasks, member };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
