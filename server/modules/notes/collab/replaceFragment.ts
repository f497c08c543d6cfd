import { getSchema } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';
import { NOTE_FRAGMENT } from '../../../../domain/notes/notes';
import { noteSchemaExtensions } from '../../../../domain/notes/noteSchema';
import { docFromState } from '../noteContent';

const schema = getSchema(noteSchemaExtensions());

/**
 * Makes the live document's text that of another state (a version being restored): its fragment
 * emptied and filled again in one transaction, so every open editor receives one change, and
 * nobody's history is rewritten (the replaced text stays in the document's past, as an edit).
 */
export function replaceFragment(document: Y.Doc, state: Uint8Array): void {
  const json = yXmlFragmentToProsemirrorJSON(docFromState(state).getXmlFragment(NOTE_FRAGMENT));
  const fragment = document.getXmlFragment(NOTE_FRAGMENT);
  document.transact(() => {
    fragment.delete(0, fragment.length);
    prosemirrorJSONToYXmlFragment(schema, json, fragment);
  });
}
