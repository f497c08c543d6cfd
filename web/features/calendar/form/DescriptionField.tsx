import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FormattingToolbar } from '../../../app/components/FormattingToolbar';

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
      <FormattingToolbar editor={editor} formats={['bold', 'italic', 'bulletList', 'orderedList']} label="Description formatting" />
      <EditorContent editor={editor} />
    </Box>
  );
}
