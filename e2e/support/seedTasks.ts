/**
 * Seeds a demo project with sprints and tasks through the public API, for the task
 * screenshots and for trying the board by hand. Also seeds a large project for speed
 * checks. Idempotent by project key: an existing project is reused as it is.
 *   node --import tsx e2e/support/seedTasks.ts            (BASE_URL, DEMO_EMAIL, DEMO_PASSWORD)
 *   node --import tsx e2e/support/seedTasks.ts --bulk 5000
 */

interface Person {
  _id: string;
  name: string;
  role: string;
}
interface Project {
  _id: string;
  key: string;
  name: string;
}
interface Status {
  _id: string;
  name: string;
  category: string;
}

export class ApiSession {
  private cookie = '';
  constructor(readonly baseUrl: string) {}

  async login(email: string, password: string): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: this.baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`Login as ${email} failed: ${response.status} ${await response.text()}`);
    this.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { Cookie: this.cookie, Origin: this.baseUrl, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }
}

const TITLES = [
  'Redesign the checkout summary card',
  'Payment form loses the card number after a validation error',
  'Add Apple Pay to the express checkout',
  'Onboarding checklist for new workspaces',
  'Invite teammates from the empty project screen',
  'Cache product images at the edge',
  'Lazy-load the reviews carousel',
  'Search results flicker when typing fast',
  'Export invoices as PDF',
  'Dark mode contrast on secondary buttons',
  'Keyboard shortcuts cheat sheet',
  'Session expires while the user is typing a long comment',
  'Audit log for role changes',
  'Track signup funnel drop-off',
  'Compress hero video for mobile',
  'Translate onboarding emails into German',
  'Mobile nav drawer does not close after navigation',
  'Bulk edit task priority from the list',
  'Rate-limit password reset requests',
  'Show remaining seats on the billing page',
  'Timezone shown wrong in the due date tooltip',
  'Improve empty state of the notifications panel',
  'Add product tour for the board',
  'Database index for the activity feed',
  'Broken link in the welcome email footer',
  'Autosave drafts of long descriptions',
  'Sort the list view by due date',
  'Upgrade the charting library',
  'Refine illustration set for empty states',
  'Allow pasting images into comments',
  'Make the pricing table responsive',
  'Flaky end-to-end test for sign-up',
];

const PRIORITIES = ['Critical', 'High', 'Medium', 'Low', 'None'] as const;

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length]!;
}

async function findOrCreateProject(api: ApiSession, name: string, key: string, people: Person[]): Promise<{ project: Project; created: boolean }> {
  const existing = (await api.call<Project[]>('GET', '/api/project/list')).find((p) => p.key === key);
  if (existing) return { project: existing, created: false };
  const members = people.map((p) => p._id);
  const project = await api.call<Project>('POST', '/api/project/add', {
    name,
    key,
    description: 'The public website and the checkout, rebuilt on the new design system.',
    members,
  });
  return { project, created: true };
}

/** The demo project: an active sprint with work in every column, a planned sprint and a backlog. */
export async function seedDemoProject(api: ApiSession): Promise<Project> {
  const people = await api.call<Person[]>('GET', '/api/employee/list');
  const { project, created } = await findOrCreateProject(api, 'Website Relaunch', 'WEB', people);
  if (!created) return project;
  const assignees = people.filter((p) => p.role !== 'read');
  const epicNames = [
    ['Checkout', '#F76707'],
    ['Onboarding', '#7048E8'],
    ['Performance', '#1098AD'],
  ] as const;
  let lists = { statuses: [] as Status[], epics: [] as { _id: string }[] };
  for (const [epicName, color] of epicNames) {
    lists = await api.call('POST', '/api/enum/add', { projectId: project._id, type: 'epic', name: epicName, color });
  }
  const statuses = lists.statuses;
  const epics = lists.epics;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const active = await api.call<{ _id: string }>('POST', '/api/sprint/add', {
    projectId: project._id,
    name: 'WEB Sprint 3',
    goal: 'Ship the new checkout to 10% of visitors',
  });
  const planned = await api.call<{ _id: string }>('POST', '/api/sprint/add', { projectId: project._id, name: 'WEB Sprint 4', goal: 'Onboarding polish' });

  const add = (n: number, sprintId: string | null, status: Status | undefined) =>
    api.call<{ _id: string }>('POST', '/api/task/add', {
      projectId: project._id,
      title: pick(TITLES, n),
      type: n % 4 === 1 ? 'Bug' : 'Task',
      priority: pick(PRIORITIES, n * 3),
      status: status?._id,
      epic: n % 3 === 0 ? null : pick(epics, n)._id,
      assignee: n % 5 === 4 ? null : pick(assignees, n)._id,
      sprintId,
      storyPoints: n % 6 === 5 ? null : pick([1, 2, 3, 5, 8], n),
      dueDate: n % 4 === 0 ? new Date(now + (n - 10) * day).toISOString().slice(0, 10) : null,
      description: `<p>${pick(TITLES, n)}. See the design file for the details.</p><ul><li>Acceptance: works on mobile</li><li>Acceptance: keyboard reachable</li></ul>`,
    });

  let n = 0;
  const sprintStatuses = [0, 0, 1, 2, 2, 3, 4, 5, 5, 5, 6, 2, 0, 3];
  for (const index of sprintStatuses) await add(n++, active._id, statuses[index]);
  for (let i = 0; i < 6; i += 1) await add(n++, planned._id, statuses[0]);
  for (let i = 0; i < 12; i += 1) await add(n++, null, statuses[i % 3 === 0 ? 1 : 0]);
  await api.call('PUT', `/api/sprint/update/${active._id}`, {
    status: 'active',
    startDate: new Date(now - 6 * day).toISOString(),
    endDate: new Date(now + 8 * day).toISOString(),
  });
  return project;
}

/** A project with `count` tasks spread over the statuses, for speed checks. */
export async function seedBulkProject(api: ApiSession, count: number): Promise<Project> {
  const people = await api.call<Person[]>('GET', '/api/employee/list');
  const { project } = await findOrCreateProject(api, `Load test ${count}`, `LOAD${String(count).slice(0, 4)}`, people);
  const lists = await api.call<{ statuses: Status[] }>('GET', `/api/enum/${project._id}`);
  const existing = (await api.call<unknown[]>('GET', `/api/task/list?projectId=${project._id}`)).length;
  let next = existing;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      await api.call('POST', '/api/task/add', {
        projectId: project._id,
        title: `${pick(TITLES, n)} #${n}`,
        type: n % 4 === 1 ? 'Bug' : 'Task',
        priority: pick(PRIORITIES, n),
        status: pick(lists.statuses, n)._id,
        assignee: n % 5 === 4 ? null : pick(people, n)._id,
        storyPoints: pick([1, 2, 3, 5, 8, null], n),
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return project;
}

async function main() {
  const api = new ApiSession(process.env.BASE_URL ?? 'http://localhost:3550');
  await api.login(process.env.DEMO_EMAIL ?? 'owner@demo.test', process.env.DEMO_PASSWORD ?? 'demo-password');
  const bulk = process.argv.indexOf('--bulk');
  const project = bulk >= 0 ? await seedBulkProject(api, Number(process.argv[bulk + 1] ?? 5000)) : await seedDemoProject(api);
  console.log(`${project.key}: ${project._id}`);
}

if (process.argv[1]?.endsWith('seedTasks.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
