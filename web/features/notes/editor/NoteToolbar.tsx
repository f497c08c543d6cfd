import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Divider, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import AddTaskRounded from '@mui/icons-material/AddTaskRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import HorizontalRuleRounded from '@mui/icons-material/HorizontalRuleRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import StrikethroughSRounded from '@mui/icons-material/StrikethroughSRounded';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkDialog } from './LinkDialog';

interface NoteToolbarProps {
  editor: Editor;
  onPickImage: () => void;
  /** Null hides 'Make task' (no project, or no right to add tasks). */
  onMakeTask: ((editor: Editor) => void) | null;
}

/** The formatting bar above the note: sticky, one line (it scrolls sideways on a phone). */
export function NoteToolbar({ editor, onPickImage, onMakeTask }: NoteToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      taskList: e.isActive('taskList'),
      taskItem: e.isActive('taskItem'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [tableMenu, setTableMenu] = useState<HTMLElement | null>(null);
  const chain = () => editor.chain().focus();

  const button = (label: string, icon: ReactNode, isActive: boolean | null, run: (event: MouseEvent<HTMLElement>) => void, disabled = false) => (
    <Tooltip title={label} key={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={isActive ?? undefined}
          disabled={disabled}
          // Keep the caret where it is: a toolbar click is not a blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
          sx={{ borderRadius: 1, color: isActive ? 'primary.main' : 'text.secondary', bgcolor: isActive ? 'action.selected' : 'transparent' }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const heading = (level: 1 | 2 | 3) => (
    <Box component="span" sx={{ fontSize: 13, fontWeight: 700, width: 20, lineHeight: '20px' }}>
      H{level}
    </Box>
  );
  const separator = (key: string) => <Divider key={key} orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;
  const tableAction = (label: string, run: () => void) => (
    <MenuItem
      key={label}
      onClick={() => {
        setTableMenu(null);
        run();
      }}
    >
      {label}
    </MenuItem>
  );

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        '& > *': { flexShrink: 0 },
      }}
    >
      {button('Heading 1 (H1)', heading(1), active.h1, () => chain().toggleHeading({ level: 1 }).run())}
      {button('Heading 2 (H2)', heading(2), active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {button('Heading 3 (H3)', heading(3), active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {separator('s1')}
      {button('Bold', <FormatBoldRounded fontSize="small" />, active.bold, () => chain().toggleBold().run())}
      {button('Italic', <FormatItalicRounded fontSize="small" />, active.italic, () => chain().toggleItalic().run())}
      {button('Strikethrough', <StrikethroughSRounded fontSize="small" />, active.strike, () => chain().toggleStrike().run())}
      {button('Inline code', <CodeRounded fontSize="small" />, active.code, () => chain().toggleCode().run())}
      {button('Link', <LinkRounded fontSize="small" />, active.link, () => setLinkOpen(true))}
      {separator('s2')}
      {button('Bulleted list', <FormatListBulletedRounded fontSize="small" />, active.bulletList, () => chain().toggleBulletList().run())}
      {button('Numbered list', <FormatListNumberedRounded fontSize="small" />, active.orderedList, () => chain().toggleOrderedList().run())}
      {button('Checklist', <ChecklistRounded fontSize="small" />, active.taskList, () => chain().toggleTaskList().run())}
      {onMakeTask && active.taskItem && button('Make task', <AddTaskRounded fontSize="small" />, null, () => onMakeTask(editor))}
      {button('Quote', <FormatQuoteRounded fontSize="small" />, active.blockquote, () => chain().toggleBlockquote().run())}
      {button('Code block', <DataObjectRounded fontSize="small" />, active.codeBlock, () => chain().toggleCodeBlock().run())}
      {separator('s3')}
      {active.table
        ? button('Table rows and columns', <TableChartOutlined fontSize="small" />, true, (event) => setTableMenu(event.currentTarget))
        : button('Insert table', <TableChartOutlined fontSize="small" />, null, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {button('Image', <ImageOutlined fontSize="small" />, null, onPickImage)}
      {button('Divider', <HorizontalRuleRounded fontSize="small" />, null, () => chain().setHorizontalRule().run())}
      {separator('s4')}
      {button('Undo', <UndoRounded fontSize="small" />, null, () => chain().undo().run(), !active.canUndo)}
      {button('Redo', <RedoRounded fontSize="small" />, null, () => chain().redo().run(), !active.canRedo)}
      <Menu anchorEl={tableMenu} open={tableMenu !== null} onClose={() => setTableMenu(null)}>
        {tableAction('Add row above', () => chain().addRowBefore().run())}
        {tableAction('Add row below', () => chain().addRowAfter().run())}
        {tableAction('Add column left', () => chain().addColumnBefore().run())}
        {tableAction('Add column right', () => chain().addColumnAfter().run())}
        {tableAction('Delete row', () => chain().deleteRow().run())}
        {tableAction('Delete column', () => chain().deleteColumn().run())}
        {tableAction('Delete table', () => chain().deleteTable().run())}
      </Menu>
      {linkOpen && (
        <LinkDialog
          open
          initial={String(editor.getAttributes('link').href ?? '')}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false);
            // With nothing selected (and no link to change), the address itself becomes the linked text.
            if (editor.state.selection.empty && !editor.isActive('link')) chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
          onRemove={() => {
            setLinkOpen(false);
            chain().extendMarkRange('link').unsetLink().run();
          }}
        />
      )}
    </Box>
  );
}
