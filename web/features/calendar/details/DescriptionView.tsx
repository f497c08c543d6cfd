import { Box } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

const extensions = [StarterKit.configure({ link: { openOnClick: true } })];

/**
 * The description, read-only. The server sanitised it; drawn through the editor's schema as
 * well, only what the editor can hold reaches the page (any other element or attribute is
 * dropped on the way in), never raw HTML.
 */
export function DescriptionView({ html }: { html: string }) {
  const editor = useEditor({ extensions, content: html, editable: false, editorProps: { attributes: { 'aria-label': 'Description', role: 'document' } } }, [html]);
  return (
    <Box
      sx={{
        '& .ProseMirror': { outline: 'none', typography: 'body2', lineHeight: 1.6, overflowWrap: 'anywhere' },
        '& p': { my: 0.5 },
        '& ul, & ol': { pl: 3, my: 0.5 },
        '& a': { color: 'primary.main' },
      }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
