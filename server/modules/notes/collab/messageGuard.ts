import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { NOTE_COLLAB_REASONS, NOTE_DOCUMENT_MAX_BYTES } from '../../../../domain/notes/notes';
import { CollabRefusal } from './connectionAuth';

// Hocuspocus's message types (its MessageType) and y-protocols' sync steps.
const MESSAGE_SYNC = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/** The Yjs update a client message carries (sync step 2 or an update), or null for any other message. */
function updateOf(message: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(message);
  decoding.readVarString(decoder);
  if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return null;
  const step = decoding.readVarUint(decoder);
  if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return null;
  return decoding.readVarUint8Array(decoder);
}

/**
 * Checks a client's message before Hocuspocus applies it: a message that does not parse, or an
 * update that is not a well-formed Yjs update, is refused (the connection closes) before it can
 * touch the live document; so is an update that would grow the document past
 * NOTE_DOCUMENT_MAX_BYTES. The document's size is tracked from its last measure plus the updates
 * since, and measured again only when that estimate nears the bound.
 */
export function createMessageGuard() {
  const estimates = new WeakMap<Y.Doc, number>();

  const measure = (doc: Y.Doc) => {
    const size = Y.encodeStateAsUpdate(doc).byteLength;
    estimates.set(doc, size);
    return size;
  };

  return {
    /** Throws a CollabRefusal for a message the document must not take. */
    check(doc: Y.Doc, message: Uint8Array, readOnly: boolean): void {
      let update: Uint8Array | null;
      try {
        update = updateOf(message);
        // A read-only connection's updates are answered (not applied) by Hocuspocus: nothing to check.
        if (update === null || readOnly) return;
        Y.decodeUpdate(update);
      } catch {
        throw new CollabRefusal(NOTE_COLLAB_REASONS.malformed);
      }
      if (update.byteLength > NOTE_DOCUMENT_MAX_BYTES) throw new CollabRefusal(NOTE_COLLAB_REASONS.tooLarge);
      const estimate = (estimates.get(doc) ?? measure(doc)) + update.byteLength;
      if (estimate <= NOTE_DOCUMENT_MAX_BYTES) {
        estimates.set(doc, estimate);
        return;
      }
      // Near the bound: measure for real (deletions shrink it) before refusing the growth.
      if (measure(doc) + update.byteLength > NOTE_DOCUMENT_MAX_BYTES && !Y.snapshotContainsUpdate(Y.snapshot(doc), update)) {
        throw new CollabRefusal(NOTE_COLLAB_REASONS.tooLarge);
      }
    },
    /** The document was just stored or loaded: its measured size starts the estimate again. */
    measured(doc: Y.Doc, size: number): void {
      estimates.set(doc, size);
    },
  };
}
