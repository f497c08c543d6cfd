import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { toast } from 'react-toastify';
import { apiData, ApiError } from '../../../app/api/client';
import { invalidateQueries } from '../../../app/api/queryClient';
import { taskChangeKeys } from '../../../app/api/queryKeys';
import { useTaskAbilities } from '../../tasks/useTaskAbilities';

/** The checklist item around the caret: its first paragraph's inner range and text. */
function checklistItemAtCaret(editor: Editor): { text: string } | null {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name === 'taskItem') return { text: node.firstChild?.textContent.trim() ?? '' };
  }
  return null;
}

/** Where the item with this text is now (others may have typed meanwhile): its first paragraph's inside. */
function findItemParagraph(doc: PmNode, text: string): { from: number; to: number } | null {
  let found: { from: number; to: number } | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    const paragraph = node.firstChild;
    if (node.type.name !== 'taskItem' || !paragraph || paragraph.textContent.trim() !== text) return true;
    found = { from: pos + 2, to: pos + 2 + paragraph.content.size };
    return false;
  });
  return found;
}

/**
 * 'Make task': the checklist item at the caret becomes a task of the note's project (titled by
 * its text, in the project's first status, as a new task from the board would be) and the item
 * shows the task's chip instead. Null when there is no project or the user may not add tasks.
 */
export function useMakeTask(projectId: string | null): ((editor: Editor) => void) | null {
  const { canEditTasks } = useTaskAbilities();
  const queryClient = useQueryClient();
  const makeTask = useCallback(
    (editor: Editor) => {
      if (!projectId) return;
      const item = checklistItemAtCaret(editor);
      if (!item) return;
      if (!item.text) {
        toast.error('Write the checklist item first: its text becomes the task’s title');
        return;
      }
      apiData('POST /api/task/add', { body: { projectId, title: item.text.slice(0, 200) } }).then(
        (task) => {
          void invalidateQueries(queryClient, taskChangeKeys(projectId));
          const range = findItemParagraph(editor.state.doc, item.text);
          if (editor.isDestroyed || !range) return;
          editor.chain().insertContentAt(range, { type: 'taskChip', attrs: { taskKey: task.key } }).run();
          toast.success(`${task.key} created`);
        },
        (error: unknown) => toast.error(error instanceof ApiError ? error.message : 'The task could not be created'),
      );
    },
    [projectId, queryClient],
  );
  return projectId && canEditTasks ? makeTask : null;
}
