import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { giveElementsASize, project, renderTaskScreen, summary, taskApi } from '../tasks/testing';
import { barAxisMax } from './SummaryCharts';
import { SummaryTab } from './SummaryTab';

const summaryUrl = `GET /api/task/summary/${project._id}`;

describe('SummaryTab', () => {
  beforeEach(() => giveElementsASize(600, 300));

  it('counts the cards by status category, and the status chart lists each status under the same totals', async () => {
    taskApi();
    renderTaskScreen(<SummaryTab project={project} />);
    const totals = within(await screen.findByRole('region', { name: 'Totals' }));
    const card = (label: string) => totals.getByText(label).parentElement!;
    expect(within(card('Tasks')).getByText('6')).toBeTruthy();
    // To do counts Pending too, and says so; the chart's To do group holds the same two statuses and total.
    expect(card('To do').textContent).toBe('To do4To Do 3 · Pending 1');
    expect(card('In progress').textContent).toBe('In progress1In Progress 1');
    const status = within(screen.getByRole('region', { name: 'Status' }));
    const todo = within(status.getByRole('region', { name: 'To do: 4' }));
    expect(todo.getByText('To Do').closest('li')!.textContent).toBe('To Do350%');
    expect(todo.getByText('Pending').closest('li')!.textContent).toBe('Pending117%');
    expect(status.getByRole('region', { name: 'Done: 1' })).toBeTruthy();
  });

  it('draws the burndown over every day of the sprint, with the sprint progress', async () => {
    taskApi();
    renderTaskScreen(<SummaryTab project={project} />);
    expect(await screen.findByRole('progressbar', { name: 'Tasks done: 1 of 5' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Points done: 5 of 8' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Burndown: 3 points remain on .+, the guideline is at 6; 5 days from .+ to .+$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Tasks by priority: None 0, Critical 1, High 1, Medium 3, Low 1$/ })).toBeTruthy();
  });

  it('burns down tasks when nobody estimated, on a whole-number axis that is never cut to 0.x', async () => {
    const burndown = summary.burndown.map((p) => ({ ...p, remainingPoints: p.remainingPoints === null ? null : 0, idealPoints: 0 }));
    taskApi({ [summaryUrl]: () => ({ body: { data: { ...summary, burndown } } }) });
    renderTaskScreen(<SummaryTab project={project} />);
    const chart = await screen.findByRole('img', { name: /^Burndown: 4 tasks remain/ });
    expect(within(chart).getByText('Remaining tasks')).toBeTruthy();
    const yTicks = Array.from(chart.querySelectorAll('g[data-axis-id*="y-axis"] text')).map((text) => text.textContent);
    expect(yTicks.length).toBeGreaterThan(1);
    expect(yTicks.every((tick) => /^\d+$/.test(tick ?? ''))).toBe(true);
  });

  it('keeps a whole-number axis from 0 to 1 when everything is 0', async () => {
    const burndown = summary.burndown.map((p) => ({ ...p, remainingPoints: p.remainingPoints === null ? null : 0, remainingTasks: p.remainingTasks === null ? null : 0, idealPoints: 0, idealTasks: 0 }));
    taskApi({ [summaryUrl]: () => ({ body: { data: { ...summary, burndown } } }) });
    renderTaskScreen(<SummaryTab project={project} />);
    const chart = await screen.findByRole('img', { name: /^Burndown: 0 tasks remain/ });
    const yTicks = Array.from(chart.querySelectorAll('g[data-axis-id*="y-axis"] text')).map((text) => text.textContent);
    expect(yTicks[0]).toBe('0');
    expect(yTicks.at(-1)).toBe('1');
    expect(yTicks.every((tick) => /^\d+$/.test(tick ?? ''))).toBe(true);
  });

  it('leaves room past the longest bar for its label', () => {
    expect(barAxisMax([0, 1, 3, 1])).toBe(4);
    expect(barAxisMax([0, 0])).toBe(2);
    expect(barAxisMax([40])).toBe(50);
  });

  it('explains itself when the project has no tasks yet', async () => {
    const zero = { ...summary.totals, tasks: 0, categories: summary.totals.categories.map((c) => ({ ...c, count: 0 })) };
    taskApi({ [summaryUrl]: () => ({ body: { data: { ...summary, totals: zero, activeSprint: null, burndown: [] } } }) });
    renderTaskScreen(<SummaryTab project={project} />);
    expect(await screen.findByRole('heading', { name: 'Nothing to summarise yet' })).toBeTruthy();
  });
});
