import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_PASSWORD } from './support/env';
import { signIn } from './support/session';

const unique = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 100)}`;
const DAY = 24 * 60 * 60 * 1000;

async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/** Every bar label of a chart is drawn and lies inside the plot (which clips what falls outside it). */
async function barLabels(chart: Locator) {
  return chart.evaluate((element) => {
    const svg = element.querySelector('svg')!;
    const clip = svg.querySelector('clipPath rect')!;
    const right = Number(clip.getAttribute('x')) + Number(clip.getAttribute('width'));
    return Array.from(svg.querySelectorAll<SVGTextElement>('.MuiBarChart-label')).map((label) => {
      const box = label.getBBox();
      return { text: label.textContent, inside: box.x >= 0 && box.x + box.width <= right + 0.5, opacity: getComputedStyle(label).opacity };
    });
  });
}

test('complete a sprint, open its report from the backlog, and read labelled bars on the summary', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'maintainer@demo.test', DEMO_PASSWORD);
  const people = (await (await page.request.get('/api/employee/list')).json()).data as { _id: string; name: string }[];
  const project = await post(page, '/api/project/add', { name: `Report ${unique()}`, members: [people.find((p) => p.name === 'Eddie Editor')!._id] });
  const statuses = (await (await page.request.get(`/api/enum/${project._id}`)).json()).data.statuses as { _id: string; name: string }[];
  const completed = statuses.find((s) => s.name === 'Completed')!._id;

  // Planned: two tasks, 8 points; started; then a third task joins and the first is finished.
  const sprint = await post(page, '/api/sprint/add', { projectId: project._id, name: 'Launch sprint' });
  const login = await post(page, '/api/task/add', { projectId: project._id, title: 'Login form', sprintId: sprint._id, storyPoints: 3, priority: 'High' });
  await post(page, '/api/task/add', { projectId: project._id, title: 'Password reset', sprintId: sprint._id, storyPoints: 5, priority: 'High' });
  const start = Date.now() - DAY;
  const started = await page.request.put(`/api/sprint/update/${sprint._id}`, { data: { status: 'active', startDate: new Date(start).toISOString(), endDate: new Date(start + 7 * DAY).toISOString() } });
  expect(started.status()).toBe(200);
  await post(page, '/api/task/add', { projectId: project._id, title: 'Hotfix', sprintId: sprint._id, storyPoints: 2, priority: 'Low' });
  await post(page, `/api/task/update/${login._id}`, { status: completed });

  await page.goto(`/task/projects/space?projectId=${project._id}&selectedTab=backlog`);
  await page.getByRole('button', { name: 'Complete sprint' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete Launch sprint' });
  await complete.getByLabel('Backlog').check();
  await complete.getByRole('button', { name: 'Complete sprint' }).click();
  await expect(complete).toBeHidden();

  await page.getByRole('button', { name: 'Completed sprints (1)' }).click();
  await page.getByRole('link', { name: 'Report of Launch sprint' }).click();
  await expect(page).toHaveURL(new RegExp(`sprintReport=${sprint._id}`));
  const report = page.getByRole('dialog', { name: 'Launch sprint report' });
  await expect(report.getByRole('region', { name: 'Completed: 1 task, 3 pts' })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Carried over: 2 tasks, 7 pts' })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Added after start: 1 task, 2 pts' })).toBeVisible();
  await expect(report.getByText('Committed at the start: 2 tasks · 8 pts')).toBeVisible();
  await expect(report.getByRole('img', { name: /^Burndown: .+; 8 days from/ })).toBeVisible();
  // The URL is a deep link: a reload reopens the report.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Launch sprint report' }).getByRole('region', { name: 'Carried over: 2 tasks, 7 pts' })).toBeVisible();
  await page.getByRole('button', { name: 'Close report' }).click();
  await expect(page).not.toHaveURL(/sprintReport=/);

  // The summary: every bar has its value, the longest one's too, inside the plot.
  await page.getByRole('tab', { name: 'Summary' }).click();
  const priority = page.getByRole('region', { name: 'Priority' }).getByRole('img', { name: /^Tasks by priority/ });
  await expect(priority).toHaveAttribute('aria-label', 'Tasks by priority: None 0, Critical 0, High 2, Medium 0, Low 1');
  await expect.poll(async () => (await barLabels(priority)).map((label) => label.text)).toEqual(['0', '0', '2', '0', '1']);
  expect((await barLabels(priority)).every((label) => label.inside && label.opacity === '1')).toBe(true);
  const assignee = page.getByRole('region', { name: 'Assignee' }).getByRole('img', { name: /^Tasks by assignee/ });
  expect((await barLabels(assignee)).map((label) => [label.text, label.inside])).toEqual([['3', true]]);
  // The cards and the status chart agree: To do counts the statuses listed under it.
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('To do2To Do 2 · Pending 0');
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('region', { name: 'To do: 2' })).toBeVisible();
});
