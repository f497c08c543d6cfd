import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { toast } from 'react-toastify';
import type * as Y from 'yjs';
import { apiData } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';
import { blockCommands, type BlockCommand } from './blockCommands';
import { noteEditorExtensions } from './extensions';
import { uploadImages, type ImageUploadOptions } from './imageUpload';
import type { MentionCandidate } from './mention';
import { noteContentSx } from './noteContentStyles';
import { NoteToolbar } from './NoteToolbar';
import { SuggestionMenu } from './SuggestionMenu';
import { SuggestionMenuStore } from './suggestionMenu';
import { resolveTaskKey } from './taskChipQueries';
import { useMakeTask } from './useMakeTask';
import type { NoteUser } from './useNoteConnection';
import { useFocusMention } from './useFocusMention';

export interface NoteEditorSurfaceProps {
  doc: Y.Doc;
  /** The live connection (the others' carets ride on it); null in tests, where the document is local. */
  provider: HocuspocusProvider | null;
  user: NoteUser;
  /** The document has synced: the editor replaces the stored HTML. */
  live: boolean;
  /** Owner or Editor with a connection that may write. */
  editable: boolean;
  noteId: string;
  projectId: string | null;
  initialHtml: string;
  focusMentionKey: string | null;
}

/** The editor of a note over a Yjs document, with its toolbar and menus; the stored HTML stands in until `live`. */
export function NoteEditorSurface({ doc, provider, user, live, editable, noteId, projectId, initialHtml, focusMentionKey }: NoteEditorSurfaceProps) {
  const queryClient = useQueryClient();
  const [slashMenu] = useState(() => new SuggestionMenuStore<BlockCommand>(`note-slash-${noteId}`));
  const [mentionMenu] = useState(() => new SuggestionMenuStore<MentionCandidate>(`note-mention-${noteId}`));
  const fileInput = useRef<HTMLInputElement>(null);
  const makeTask = useMakeTask(projectId);

  // The editor's plugins are built once; the slash menu reads the current 'Make task' through this ref.
  const latestMakeTask = useRef(makeTask);
  useLayoutEffect(() => {
    latestMakeTask.current = makeTask;
  }, [makeTask]);

  const images: ImageUploadOptions = {
    upload: (file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiData('POST /api/note/:id/images', { params: { id: noteId }, body }).then((image) => image.url);
    },
    onError: (message) => toast.error(message),
  };
  const pickImage = () => fileInput.current?.click();
  const commandsAt = (editor: Editor) => {
    const make = latestMakeTask.current;
    return blockCommands({ pickImage, makeTask: make && editor.isActive('taskItem') ? make : null });
  };

  const editor = useEditor(
    {
      extensions: noteEditorExtensions({
        doc,
        provider,
        user,
        slashMenu,
        mentionMenu,
        blockCommands: commandsAt,
        // The organisation's active members, as the other pickers have them (loaded on the first '@').
        mentionCandidates: () => queryClient.ensureQueryData({ queryKey: queryKeys.employees, queryFn: () => apiData('GET /api/employee/list') }),
        images,
        resolveTaskKey: (taskId) => resolveTaskKey(queryClient, taskId),
        placeholder: 'Write something, or type / for blocks…',
      }),
      editable: editable && live,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: { 'aria-label': 'Note', role: 'textbox', 'aria-multiline': 'true', spellcheck: 'true' } },
    },
    [provider],
  );

  useEffect(() => {
    editor.setEditable(editable && live);
  }, [editor, editable, live]);

  useFocusMention(editor, live ? focusMentionKey : null);

  const canEdit = editable && live;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {canEdit && <NoteToolbar editor={editor} onPickImage={pickImage} onMakeTask={makeTask} />}
      <Box sx={{ px: { xs: 2, sm: 4, md: 6 }, py: 3, maxWidth: 860, width: '100%', mx: 'auto', '& .ProseMirror': (theme) => noteContentSx(theme) }}>
        {!live && (
          // The stored HTML (sanitised by the server), read-only until the live document is here.
          <Box className="ProseMirror" aria-label="Note" aria-busy="true" dangerouslySetInnerHTML={{ __html: initialHtml }} />
        )}
        <Box sx={{ display: live ? 'block' : 'none' }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Upload an image"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          uploadImages(editor, files, editor.state.selection.from, images);
        }}
      />
      <SuggestionMenu store={slashMenu} label="Insert block" itemKey={(item) => item.id} renderItem={(item) => <>{item.icon}{item.label}</>} />
      <SuggestionMenu store={mentionMenu} label="Mention someone" itemKey={(person) => person._id} renderItem={(person) => person.name} emptyText="No one matches" />
    </Box>
  );
}
