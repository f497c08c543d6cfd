import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import AddTaskRounded from '@mui/icons-material/AddTaskRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import HorizontalRuleRounded from '@mui/icons-material/HorizontalRuleRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { Editor } from '@tiptap/react';

/** A kind of block the slash menu (and the toolbar) inserts. */
export interface BlockCommand {
  id: string;
  label: string;
  /** Other words that find it in the slash menu. */
  keywords: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
}

/** What a block command needs from outside the editor. */
export interface BlockCommandActions {
  pickImage: () => void;
  /** Null when a checklist item cannot become a task here (no project, or no right to add tasks). */
  makeTask: ((editor: Editor) => void) | null;
}

function headingIcon(level: number) {
  return (
    <Box component="span" aria-hidden sx={{ width: 20, fontWeight: 700, fontSize: 13, textAlign: 'center' }}>
      H{level}
    </Box>
  );
}

const small = { fontSize: 'small' } as const;

export function blockCommands({ pickImage, makeTask }: BlockCommandActions): BlockCommand[] {
  const headings = ([1, 2, 3] as const).map<BlockCommand>((level) => ({
    id: `heading${level}`,
    label: `Heading ${level}`,
    keywords: `h${level} title`,
    icon: headingIcon(level),
    run: (editor) => editor.chain().focus().setHeading({ level }).run(),
  }));
  const commands: BlockCommand[] = [
    ...headings,
    { id: 'bulletList', label: 'Bulleted list', keywords: 'ul unordered', icon: <FormatListBulletedRounded {...small} />, run: (e) => e.chain().focus().toggleBulletList().run() },
    { id: 'orderedList', label: 'Numbered list', keywords: 'ol ordered', icon: <FormatListNumberedRounded {...small} />, run: (e) => e.chain().focus().toggleOrderedList().run() },
    { id: 'taskList', label: 'Checklist', keywords: 'todo task checkbox', icon: <ChecklistRounded {...small} />, run: (e) => e.chain().focus().toggleTaskList().run() },
    { id: 'blockquote', label: 'Quote', keywords: 'blockquote citation', icon: <FormatQuoteRounded {...small} />, run: (e) => e.chain().focus().toggleBlockquote().run() },
    { id: 'codeBlock', label: 'Code block', keywords: 'pre snippet', icon: <DataObjectRounded {...small} />, run: (e) => e.chain().focus().toggleCodeBlock().run() },
    { id: 'table', label: 'Table', keywords: 'grid', icon: <TableChartOutlined {...small} />, run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    { id: 'image', label: 'Image', keywords: 'picture photo upload', icon: <ImageOutlined {...small} />, run: () => pickImage() },
    { id: 'horizontalRule', label: 'Divider', keywords: 'horizontal rule hr line', icon: <HorizontalRuleRounded {...small} />, run: (e) => e.chain().focus().setHorizontalRule().run() },
  ];
  if (makeTask) commands.push({ id: 'makeTask', label: 'Make task', keywords: 'checklist item create', icon: <AddTaskRounded {...small} />, run: makeTask });
  return commands;
}

/** The commands whose label or keywords contain every typed word, in their order. */
export function filterCommands(commands: BlockCommand[], query: string): BlockCommand[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return commands.filter((command) => {
    const text = `${command.label} ${command.keywords}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
