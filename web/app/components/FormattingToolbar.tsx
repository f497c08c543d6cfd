import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import CodeRounded from '@mui/icons-material/CodeRounded';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import StrikethroughSRounded from '@mui/icons-material/StrikethroughSRounded';
import { useEditorState, type Editor } from '@tiptap/react';

/** The formats a toolbar can offer: Tiptap's StarterKit names for what it is active on, with how to toggle it. */
const FORMATS = {
  bold: { label: 'Bold', icon: <FormatBoldRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  italic: { label: 'Italic', icon: <FormatItalicRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  strike: { label: 'Strikethrough', icon: <StrikethroughSRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleStrike().run() },
  code: { label: 'Inline code', icon: <CodeRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleCode().run() },
  bulletList: { label: 'Bulleted list', icon: <FormatListBulletedRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleBulletList().run() },
  orderedList: { label: 'Numbered list', icon: <FormatListNumberedRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleOrderedList().run() },
  blockquote: { label: 'Quote', icon: <FormatQuoteRounded fontSize="small" />, toggle: (editor: Editor) => editor.chain().focus().toggleBlockquote().run() },
} as const;
export type FormatName = keyof typeof FORMATS;

interface FormattingToolbarProps {
  editor: Editor;
  formats: readonly FormatName[];
  /** The toolbar's accessible name. */
  label: string;
  /** At the toolbar's end (a save status). */
  children?: ReactNode;
}

/** The small rich-text toolbar of the task and event descriptions: a toggle button per format, pressed while the selection has it. */
export function FormattingToolbar({ editor, formats, label, children }: FormattingToolbarProps) {
  const active = useEditorState({ editor, selector: ({ editor: current }) => formats.map((format) => current.isActive(format)) });
  return (
    <Box role="toolbar" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.25, px: 0.75, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      {formats.map((format, index) => {
        const { label: name, icon, toggle } = FORMATS[format];
        const isActive = active[index] ?? false;
        return (
          <Tooltip title={name} key={format}>
            <IconButton
              size="small"
              aria-label={name}
              aria-pressed={isActive}
              // Keep the editor's selection and focus: a toolbar click formats it, it is not a blur (which would save).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => toggle(editor)}
              sx={{ borderRadius: 1, color: isActive ? 'primary.main' : 'text.secondary', bgcolor: isActive ? 'action.selected' : 'transparent' }}
            >
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
      {children}
    </Box>
  );
}
