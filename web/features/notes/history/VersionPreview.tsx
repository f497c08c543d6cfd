import { Box } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { noteSchemaExtensions } from '../../../../domain/notes/noteSchema';

const extensions = noteSchemaExtensions();

/**
 * A saved version, read-only. Its HTML goes through the note's own schema (as a task's
 * description goes through its editor's), so only what a note may hold is drawn: any other
 * element or attribute is dropped on the way in, whatever the server sent.
 */
export function VersionPreview({ html }: { html: string }) {
  const editor = useEditor({ extensions, content: html, editable: false, editorProps: { attributes: { 'aria-label': 'Version text', role: 'document' } } }, [html]);
  return (
    <Box
      sx={{
        '& .ProseMirror': { outline: 'none', typography: 'body2', lineHeight: 1.6 },
        '& h1': { typography: 'h5', mt: 2, mb: 1 },
        '& h2': { typography: 'h6', mt: 2, mb: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 1.5, mb: 0.5 },
        '& p': { my: 0.75 },
        '& pre': { p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 },
        '& blockquote': { borderLeft: '3px solid', borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& td, & th': { border: '1px solid', borderColor: 'divider', p: 0.75, verticalAlign: 'top' },
        '& ul[data-type="taskList"]': { listStyle: 'none', pl: 0.5 },
        '& ul[data-type="taskList"] li': { display: 'flex', gap: 1 },
        '& img': { maxWidth: '100%' },
        '& .mention, & .task-chip': { px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected' },
      }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
