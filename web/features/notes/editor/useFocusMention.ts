import { useEffect } from 'react';
import type { Editor } from '@tiptap/react';

const HIGHLIGHT_MS = 2500;

/** Brings the mention with this key into view and lights it up for a moment (a notification's link lands here). */
export function useFocusMention(editor: Editor, mentionKey: string | null) {
  useEffect(() => {
    if (!mentionKey) return;
    const mention = editor.view.dom.querySelector<HTMLElement>(`[data-mention-key="${CSS.escape(mentionKey)}"]`);
    if (!mention) return;
    mention.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    mention.classList.add('note-mention-focus');
    const timer = setTimeout(() => mention.classList.remove('note-mention-focus'), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [editor, mentionKey]);
}
