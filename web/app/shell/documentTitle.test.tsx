import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitleFor, useDocumentTitle, usePageTitle, useUnreadTitleCount } from './documentTitle';

describe('the browser tab title', () => {
  it("puts what waits first and the app's name last", () => {
    expect(documentTitleFor('#general', 0)).toBe('#general · Teamwork');
    expect(documentTitleFor('Billing', 3)).toBe('(3) Billing · Teamwork');
    expect(documentTitleFor(null, 0)).toBe('Teamwork');
  });

  it('caps the count at 99+, as the sidebar badges do', () => {
    expect(documentTitleFor('Chat', 99)).toBe('(99) Chat · Teamwork');
    expect(documentTitleFor('Chat', 150)).toBe('(99+) Chat · Teamwork');
  });
});

function Named({ title, children }: { title: string | null; children?: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}

function Unread({ count }: { count: number }) {
  useUnreadTitleCount(count);
  return null;
}

/** A project page whose task panel opens and closes, under a route named 'Project'. */
function ProjectPage({ taskOpen }: { taskOpen: boolean }) {
  const [project, setProject] = useState<string | null>('Acme launch');
  const [task, setTask] = useState(taskOpen);
  return (
    <Named title={project}>
      {task && <Named title="ACME-1 Fix the login" />}
      <Unread count={2} />
      <button onClick={() => setTask((open) => !open)}>task</button>
      <button onClick={() => setProject(null)}>forget project</button>
    </Named>
  );
}

function renderPage(taskOpen: boolean) {
  const Writer = () => {
    useDocumentTitle();
    return <Outlet />;
  };
  const router = createMemoryRouter([{ element: <Writer />, children: [{ path: '/', handle: { title: 'Project' }, element: <ProjectPage taskOpen={taskOpen} /> }] }]);
  return render(<RouterProvider router={router} />);
}

describe('naming the page', () => {
  it('takes the name of what is shown, the innermost first, and falls back to the route', async () => {
    renderPage(false);
    await waitFor(() => expect(document.title).toBe('(2) Acme launch · Teamwork'));
    await userEvent.click(screen.getByRole('button', { name: 'task' }));
    expect(document.title).toBe('(2) ACME-1 Fix the login · Teamwork');
    await userEvent.click(screen.getByRole('button', { name: 'task' }));
    expect(document.title).toBe('(2) Acme launch · Teamwork');
    await userEvent.click(screen.getByRole('button', { name: 'forget project' }));
    expect(document.title).toBe('(2) Project · Teamwork');
  });

  it('lets a task opened together with its project name the page', async () => {
    renderPage(true);
    await waitFor(() => expect(document.title).toBe('(2) ACME-1 Fix the login · Teamwork'));
    await userEvent.click(screen.getByRole('button', { name: 'task' }));
    expect(document.title).toBe('(2) Acme launch · Teamwork');
  });
});
