import type { JSONContent } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { renderToMarkdown } from '@tiptap/static-renderer/pm/markdown';
import { noteSchemaExtensions } from '../../../domain/notes/noteSchema';

const extensions = noteSchemaExtensions();

const joined = (children: string | string[] | undefined) => [children ?? ''].flat().join('');
/** Lines after the first indented by `by`, so a block nests under a list marker or a quote. */
const indentRest = (text: string, by: string) => text.split('\n').map((line, index) => (index === 0 || line === '' ? line : by + line)).join('\n');
/** A cell's text on one line, its pipes escaped so the table keeps its columns. */
const cellText = (cell: PmNode) => cell.textContent.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

function table(node: PmNode): string {
  const rows: string[][] = [];
  node.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => cells.push(cellText(cell)));
    rows.push(cells);
  });
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]!), line(Array.from({ length: width }, () => '---')), ...rows.slice(1).map(line)].join('\n') + '\n\n';
}

type Render = (props: { content: PmNode; parent?: PmNode }) => string;

/** A bullet or numbered list, each item's further lines (nested lists) indented under its marker. */
function list(node: PmNode, renderElement: Render, marker: (index: number) => string): string {
  const items: string[] = [];
  node.forEach((item, _offset, index) => {
    const prefix = marker(index);
    items.push(prefix + indentRest(renderElement({ content: item, parent: node }).trim(), ' '.repeat(prefix.length)));
  });
  return `${items.join('\n')}\n\n`;
}

/**
 * A note as Markdown: Tiptap's static renderer with the nodes it would leave as HTML written the
 * Markdown way: a mention as '@Name', a task chip as its key, checklists as '- [x] ', pictures as
 * '![](url)', quotes line by line, and tables as pipe tables.
 */
export function noteMarkdown(title: string, json: JSONContent): string {
  const body = renderToMarkdown({
    extensions,
    content: json,
    options: {
      nodeMapping: {
        // A paragraph is a block of its own, except as a list item's text.
        paragraph: ({ parent, children }) => `${joined(children)}${parent?.type.name === 'doc' || parent?.type.name === 'blockquote' ? '\n\n' : '\n'}`,
        heading: ({ node, children }) => `${'#'.repeat(Number(node.attrs.level ?? 1))} ${joined(children)}\n\n`,
        mention: ({ node }) => `@${String(node.attrs.label ?? '')}`,
        taskChip: ({ node }) => String(node.attrs.taskKey ?? ''),
        bulletList: ({ node, renderElement }) => list(node, renderElement as Render, () => '- '),
        orderedList: ({ node, renderElement }) => list(node, renderElement as Render, (index) => `${Number(node.attrs.start ?? 1) + index}. `),
        listItem: ({ children }) => joined(children),
        codeBlock: ({ node }) => `\`\`\`${String(node.attrs.language ?? '')}\n${node.textContent}\n\`\`\`\n\n`,
        taskList: ({ children }) => `${joined(children)}\n`,
        taskItem: ({ node, children }) => `- [${node.attrs.checked ? 'x' : ' '}] ${indentRest(joined(children).trim(), '  ')}\n`,
        image: ({ node }) => `![${String(node.attrs.alt ?? '')}](${String(node.attrs.src ?? '')})\n\n`,
        blockquote: ({ children }) => `${joined(children).trim().split('\n').map((line) => `> ${line}`.trimEnd()).join('\n')}\n\n`,
        horizontalRule: () => '---\n\n',
        table: ({ node }) => table(node),
      },
    },
  });
  return `# ${title}\n\n${body.trim()}\n`;
}
