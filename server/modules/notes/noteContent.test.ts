import { describe, expect, it } from 'vitest';
import { contentOfState, previewOf, stateFromJson } from './noteContent';

const doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Plan <script>' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ask ' },
        { type: 'mention', attrs: { id: '7c3c0c1e-1111-4111-8111-111111111111', label: 'Ann', mentionKey: 'm1' } },
        { type: 'text', text: ' about ' },
        { type: 'taskChip', attrs: { taskKey: 'WEB-42' } },
      ],
    },
  ],
};

describe('note content', () => {
  it('derives escaped HTML, plain text and the mentions from a Yjs state', () => {
    const content = contentOfState(stateFromJson(doc));
    expect(content.html).toContain('<h1>Plan &lt;script&gt;</h1>');
    expect(content.html).toContain('data-task-key="WEB-42"');
    expect(content.text).toBe('Plan <script>\n\nAsk @Ann about WEB-42');
    expect(content.mentions).toEqual([{ mentionKey: 'm1', userId: '7c3c0c1e-1111-4111-8111-111111111111' }]);
  });

  it('reads an empty document as empty', () => {
    expect(contentOfState(null)).toMatchObject({ html: '', text: '', mentions: [] });
  });

  it('previews the first words on one line', () => {
    expect(previewOf('a\n\nb')).toBe('a b');
    expect(previewOf('x'.repeat(300))).toHaveLength(160);
  });
});
