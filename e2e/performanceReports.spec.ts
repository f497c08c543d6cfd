import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD } from './support/env';
import { signIn } from './support/session';

const unique = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 100)}`;

async function call<T>(page: Page, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const response = method === 'GET' ? await page.request.get(url) : await page.request.post(url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as T;
}

test("a recorded credit shows in the team's report and graph, and on the member's own page in another browser", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@demo.test', DEMO_PASSWORD);
  const people = await call<{ _id: string; name: string }[]>(page, 'GET', '/api/employee/list');
  const eddie = people.find((person) => person.name === 'Eddie Editor')!;
  // A category of its own, so the figures below are this credit's alone whatever else the suite records.
  const category = await call<{ _id: string; name: string }>(page, 'POST', '/api/performance/category', { name: `Mentoring ${unique()}`, color: '#7048E8', defaultPoints: 5 });
  const reason = `Paired on the release checklist ${unique()}`;
  await call(page, 'POST', '/api/performance/credit/add', { userId: eddie._id, points: 37, categoryId: category._id, reason });

  // The Report tab, narrowed to the category: Eddie's Total Credit and count.
  await page.goto(`/performance?tab=report&period=month&categoryId=${category._id}`);
  const report = page.getByRole('table', { name: 'Credits by member' });
  for (const heading of ['Total Credit', 'Weekly Average', 'Monthly Average']) await expect(report.getByRole('columnheader', { name: heading })).toBeVisible();
  const eddieRow = report.getByRole('row').filter({ has: page.getByRole('link', { name: 'Eddie Editor' }) });
  await expect(eddieRow.getByRole('cell').nth(1)).toHaveText('37');
  await expect(eddieRow.getByRole('cell').nth(4)).toHaveText('1');
  await expect(report.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Team total' }) }).getByRole('cell').first()).toHaveText('37');

  // The Graph tab's table view: the category's column, and the one week that holds the credit.
  await page.goto(`/performance?tab=graph&period=month&bucket=week&categoryId=${category._id}`);
  await expect(page.getByRole('img', { name: /^Credits of the team per week/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const graph = page.getByRole('table', { name: 'Credits per week' });
  await expect(graph.getByRole('columnheader', { name: category.name })).toBeVisible();
  const weeks = graph.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(weeks.filter({ hasText: '37' })).toHaveCount(1);
  await expect(weeks.filter({ hasText: '37' }).getByRole('cell')).toHaveText(['37', '37']);

  // Eddie, in a browser of his own, follows the home page's card to his credits.
  const eddieContext = await browser.newContext();
  const eddiePage = await eddieContext.newPage();
  await signIn(eddiePage, 'editor@demo.test', DEMO_PASSWORD);
  await eddiePage.goto('/');
  const card = eddiePage.getByRole('region', { name: 'My credits' });
  await card.getByRole('link', { name: 'See all' }).click();
  await expect(eddiePage).toHaveURL(/\/performance\/member$/);
  await expect(eddiePage.getByRole('heading', { name: 'My credits', level: 1 })).toBeVisible();
  await expect(eddiePage.getByRole('list', { name: 'Credits of the period' }).getByText(reason)).toBeVisible();
  await expect(eddiePage.getByRole('listitem', { name: new RegExp(`^${category.name}: 37 points in 1 credit$`) })).toBeVisible();
  await eddieContext.close();
});
