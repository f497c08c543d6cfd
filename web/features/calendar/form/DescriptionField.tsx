import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface DescriptionFieldProps {
  /** HTML, as the server sanitised it. */
  value: string;
  onChange: (html: string) => void;
}

/**
 * The event's description: a small Tiptap editor (the task description's look, without its
 * autosave: the dialog saves everything at once). It writes HTML; the server sanitises it.
 */
export function DescriptionField({ value, onChange }: DescriptionFieldProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: { openOnClick: false, autolink: true } })],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Description', role: 'textbox', 'aria-multiline': 'true', spellcheck: 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Box
      sx={(theme) => ({
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: 'primary.main', boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.15)}` },
        '& .ProseMirror': { outline: 'none', minHeight: 80, px: 1.5, py: 1, fontSize: 14, lineHeight: 1.6, overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& ul, & ol': { pl: 3, my: 0.5 }, '& a': { color: 'primary.main' } },
      })}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: e.isActive('bold'), italic: e.isActive('italic'), bulletList: e.isActive('bulletList'), orderedList: e.isActive('orderedList') }),
  });
  const button = (label: string, icon: ReactNode, isActive: boolean, run: () => void) => (
    <Tooltip title={label} key={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={isActive}
        // Keep the editor's selection: a toolbar click should format it, not blur it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
        sx={{ borderRadius: 1, color: isActive ? 'primary.main' : 'text.secondary', bgcolor: isActive ? 'action.selected' : 'transparent' }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <Box role="toolbar" aria-label="Description formatting" sx={{ display: 'flex', gap: 0.25, px: 0.75, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
      {button('Bold', <FormatBoldRounded fontSize="small" />, active.bold, () => chain().toggleBold().run())}
      {button('Italic', <FormatItalicRounded fontSize="small" />, active.italic, () => chain().toggleItalic().run())}
      {button('Bulleted list', <FormatListBulletedRounded fontSize="small" />, active.bulletList, () => chain().toggleBulletList().run())}
      {button('Numbered list', <FormatListNumberedRounded fontSize="small" />, active.orderedList, () => chain().toggleOrderedList().run())}
    </Box>
  );
}
