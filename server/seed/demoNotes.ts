import type { JSONContent } from '@tiptap/core';
import type { DbOrTx } from '../platform/db/database';
import { grantShares, insertNote, stateFromJson } from '../modules/notes';

const text = (value: string, marks?: JSONContent['marks']): JSONContent => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const heading = (level: 1 | 2 | 3, value: string): JSONContent => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const checklist = (...items: [boolean, string][]): JSONContent => ({
  type: 'taskList',
  content: items.map(([checked, value]) => ({ type: 'taskItem', attrs: { checked }, content: [paragraph(text(value))] })),
});
const bullets = (...items: string[]): JSONContent => ({ type: 'bulletList', content: items.map((value) => ({ type: 'listItem', content: [paragraph(text(value))] })) });
const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });

/**
 * The demo's notes: a project plan with a checklist, a task chip and a mention; release notes of
 * the project; a personal note shared with the reader as Viewer; and a private one. `people`
 * are in DEMO_USERS' order (owner, admin, maintainer, editor, read).
 */
export async function seedDemoNotes(tx: DbOrTx, organizationId: string, people: { id: string; name: string }[], projectId: string): Promise<void> {
  const [owner, , maintainer, editor, reader] = people.map((person) => person.id) as [string, string, string, string, string];
  const note = (ownerId: string, title: string, content: JSONContent, inProject = true) =>
    insertNote(tx, { organizationId, ownerId, projectId: inProject ? projectId : null, title, state: stateFromJson(content) });

  await note(
    owner,
    'Beta launch plan',
    doc(
      heading(1, 'Beta launch plan'),
      paragraph(
        text('We open the beta to our first 100 customers. '),
        { type: 'mention', attrs: { id: maintainer, label: people[2]!.name, mentionKey: 'demo-beta-maintainer' } },
        text(' owns the invitation list; the work is tracked in '),
        { type: 'taskChip', attrs: { taskKey: 'APP-4' } },
        text('.'),
      ),
      heading(2, 'Before we invite anyone'),
      checklist([true, 'Crash reporting is live'], [false, 'Onboarding screens reviewed with design'], [false, 'Release notes written']),
      heading(2, 'Open questions'),
      bullets('Which analytics vendor do we use?', 'Do testers get the tablet layout?'),
    ),
  );
  await note(
    editor,
    'Release notes draft',
    doc(
      heading(1, 'Version 1.0'),
      paragraph(text('The first public release of the app. '), text('Highlights:', [{ type: 'bold' }])),
      bullets('Sign in with Google', 'Dark mode for settings', 'Faster task list'),
      { type: 'blockquote', content: [paragraph(text('Keep it short: the App Store shows four lines before "more".'))] },
    ),
  );
  const interview = await note(
    owner,
    'Interview questions',
    doc(heading(2, 'For the mobile engineer role'), bullets('A release that went wrong, and what changed after it', 'How do you test offline behaviour?')),
    false,
  );
  await grantShares(tx, interview, [reader], 'Viewer', owner);
  await note(maintainer, 'Ideas for the next sprint', doc(paragraph(text('Offline mode first, then the German translation.'))), false);
}
