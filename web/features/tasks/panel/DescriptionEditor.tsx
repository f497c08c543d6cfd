import { useEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FormattingToolbar } from '../../../app/components/FormattingToolbar';
import { useAutosave, type AutosaveState } from '../../../app/useAutosave';

interface DescriptionEditorProps {
  /** Sanitised HTML from the server. */
  value: string;
  editable: boolean;
  onSave: (html: string) => Promise<unknown>;
}

const emptyHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The description as rich text: always ready to type in (for those who may edit), saved
 * while typing (once typing pauses), on blur and when the panel closes; leaving the page with
 * text unsaved asks first. Someone else's edit arriving while this editor is not focused
 * replaces the text; while typing, the typist's text wins.
 */
export function DescriptionEditor({ value, editable, onSave }: DescriptionEditorProps) {
  const saved = useRef(value);
  const autosave = useAutosave((html: string) => {
    saved.current = html;
    return onSave(html);
  });

  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: value,
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Description', role: 'textbox', 'aria-multiline': 'true', spellcheck: 'true' } },
    // setEditable also emits 'update', with no change to the text: only real edits are saved.
    onUpdate: ({ editor: current, transaction }) => {
      if (transaction.docChanged) autosave.schedule(emptyHtml(current));
    },
    onBlur: () => void autosave.flush(),
  });

  useEffect(() => {
    editor.setEditable(editable);
  }, [editor, editable]);

  // Text not yet saved (or refused) stays on screen, whatever the server sends meanwhile.
  const holdsUnsavedText = autosave.state === 'pending' || autosave.state === 'saving' || autosave.state === 'error';
  useEffect(() => {
    if (editor.isFocused || holdsUnsavedText || value === saved.current) return;
    saved.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, holdsUnsavedText]);

  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });

  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        border: 1,
        borderColor: editable ? 'divider' : 'transparent',
        borderRadius: 2,
        '&:focus-within': editable ? { borderColor: 'primary.main', boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.15)}` } : {},
        '& .ProseMirror': {
          outline: 'none',
          minHeight: editable ? 120 : 0,
          px: editable ? 1.5 : 0,
          py: 1,
          fontSize: 14,
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          '& p': { my: 0.5 },
          '& h2': { fontSize: 18, mt: 1.5, mb: 0.5 },
          '& h3': { fontSize: 16, mt: 1.25, mb: 0.5 },
          '& ul, & ol': { pl: 3, my: 0.5 },
          '& code': { fontFamily: 'monospace', fontSize: 13, px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected' },
          '& pre': { p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', '& code': { bgcolor: 'transparent', p: 0 } },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
          '& a': { color: 'primary.main' },
        },
      })}
    >
      {editable && (
        <FormattingToolbar editor={editor} formats={['bold', 'italic', 'strike', 'code', 'bulletList', 'orderedList', 'blockquote']} label="Formatting">
          <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
        </FormattingToolbar>
      )}
      {isEmpty && (
        <Typography
          aria-hidden
          variant="body2"
          sx={{ position: 'absolute', left: editable ? 12 : 0, top: editable ? 52 : 8, color: 'text.disabled', pointerEvents: 'none' }}
        >
          {editable ? 'Add a description…' : 'No description'}
        </Typography>
      )}
      <EditorContent editor={editor} />
    </Box>
  );
}

const SAVE_STATUS_TEXT: Record<Exclude<AutosaveState, 'idle' | 'error'>, string> = { pending: 'Saving…', saving: 'Saving…', saved: 'Saved' };

/** 'Saving… / Saved' at the toolbar's end; a failed save says so and offers to try again. */
function SaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  return (
    <Box role="status" sx={{ ml: 'auto', pr: 0.5, display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 30 }}>
      {state === 'error' ? (
        <>
          <Typography variant="caption" sx={{ color: 'error.main' }}>
            Not saved
          </Typography>
          <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        state !== 'idle' && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {SAVE_STATUS_TEXT[state]}
          </Typography>
        )
      )}
    </Box>
  );
}
