import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export const NOTE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE_TEXT = 'Images can be at most 10 MB';
export const NOT_AN_IMAGE_TEXT = 'Only images can be added to a note';

/** Why a file cannot go into a note, or null when it can. */
export function imageRefusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_TEXT;
  if (file.size > NOTE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_TEXT;
  return null;
}

export interface ImageUploadOptions {
  /** Stores the picture and answers its address. */
  upload: (file: File) => Promise<string>;
  onError: (message: string) => void;
}

type UploadMeta = { add: { id: object; pos: number } } | { remove: { id: object } };

const uploadKey = new PluginKey<DecorationSet>('noteImageUpload');

function placeholderElement() {
  const element = document.createElement('span');
  element.className = 'note-image-uploading';
  element.setAttribute('role', 'status');
  element.textContent = 'Uploading image…';
  return element;
}

/** Where an upload's placeholder is now (the text may have moved under it), or null once removed. */
function placeholderPos(editor: Editor, id: object): number | null {
  const found = uploadKey.getState(editor.state)?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.[0]?.from ?? null;
}

/**
 * Uploads pictures into the note at `pos`: a placeholder holds the place while each uploads (others
 * keep typing around it), then the image takes its place. A file that is not a picture, or is
 * too large, is refused with a message naming the rule.
 */
export function uploadImages(editor: Editor, files: readonly File[], pos: number, { upload, onError }: ImageUploadOptions) {
  for (const file of files) {
    const refusal = imageRefusal(file);
    if (refusal) {
      onError(refusal);
      continue;
    }
    const id = {};
    editor.view.dispatch(editor.state.tr.setMeta(uploadKey, { add: { id, pos } } satisfies UploadMeta));
    upload(file).then(
      (src) => {
        const at = placeholderPos(editor, id);
        if (editor.isDestroyed || at === null) return;
        editor.view.dispatch(editor.state.tr.setMeta(uploadKey, { remove: { id } } satisfies UploadMeta));
        editor.chain().insertContentAt(at, { type: 'image', attrs: { src, alt: file.name } }).run();
      },
      (error: unknown) => {
        if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(uploadKey, { remove: { id } } satisfies UploadMeta));
        onError(error instanceof Error ? error.message : 'The image could not be uploaded');
      },
    );
  }
}

/** Pictures pasted or dropped into the note are uploaded (see uploadImages). */
export const NoteImageUpload = Extension.create<ImageUploadOptions>({
  name: 'noteImageUpload',
  addOptions: () => ({ upload: () => Promise.reject(new Error('No upload')), onError: () => undefined }),
  addProseMirrorPlugins() {
    const editor = this.editor;
    const options = this.options;
    return [
      new Plugin<DecorationSet>({
        key: uploadKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const meta = tr.getMeta(uploadKey) as UploadMeta | undefined;
            if (meta && 'add' in meta) {
              next = next.add(tr.doc, [Decoration.widget(meta.add.pos, placeholderElement, { id: meta.add.id })]);
            } else if (meta && 'remove' in meta) {
              next = next.remove(next.find(undefined, undefined, (spec) => spec.id === meta.remove.id));
            }
            return next;
          },
        },
        props: {
          decorations: (state) => uploadKey.getState(state),
          handlePaste: (view, event) => {
            const files = [...(event.clipboardData?.files ?? [])];
            if (files.length === 0 || !view.editable) return false;
            uploadImages(editor, files, view.state.selection.from, options);
            return true;
          },
          handleDrop: (view, event) => {
            const files = [...(event.dataTransfer?.files ?? [])];
            if (files.length === 0 || !view.editable) return false;
            const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
            uploadImages(editor, files, pos, options);
            return true;
          },
        },
      }),
    ];
  },
});
