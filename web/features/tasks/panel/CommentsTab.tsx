import { useRef, useState } from 'react';
import { Box, Button, Skeleton, TextField, Typography } from '@mui/material';
import { MentionMenu, useMentions, type MentionCandidate } from '../../../app/components/MentionMenu';
import { formatDateTime, formatRelative } from '../../../app/format';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { useAddComment, useTaskComments } from '../api';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text as paragraphs (blank lines) and line breaks, escaped: the server sanitises again. */
export function commentHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

interface CommentsTabProps {
  projectId: string;
  taskId: string;
  canComment: boolean;
  /** Who '@' suggests: the people of the project. */
  people: readonly MentionCandidate[];
}

export function CommentsTab({ projectId, taskId, canComment, people }: CommentsTabProps) {
  const comments = useTaskComments(taskId);
  const add = useAddComment(projectId, taskId);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const mentions = useMentions({ people, value: draft, setValue: setDraft, input: () => inputRef.current });
  const send = () => {
    if (!draft.trim()) return;
    add.mutate({ body: commentHtml(draft), mentions: mentions.mentionedIn(draft) }, {
      onSuccess: () => {
        setDraft('');
        mentions.reset();
      },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {canComment && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
          sx={{ display: 'grid', gap: 1 }}
        >
          <TextField
            multiline
            minRows={2}
            maxRows={10}
            placeholder="Add a comment…"
            value={draft}
            ref={setField}
            inputRef={inputRef}
            onChange={(event) => {
              setDraft(event.target.value);
              mentions.onTextChange(event.target.value, event.target.selectionStart);
            }}
            onSelect={(event) => {
              const target = event.target as HTMLTextAreaElement;
              mentions.onCaretMove(target.value, target.selectionStart);
            }}
            onBlur={mentions.close}
            onKeyDown={(event) => {
              if (mentions.onKeyDown(event)) return;
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault();
                send();
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': 'Comment', maxLength: 10000, ...mentions.inputAria } }}
            size="small"
          />
          <MentionMenu {...mentions.menu} anchorEl={mentions.open ? field : null} placement="bottom-start" />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
              Ctrl + Enter to send
            </Typography>
            <Button type="submit" variant="contained" size="small" disabled={!draft.trim()} loading={add.isPending} sx={{ ml: 'auto' }}>
              Comment
            </Button>
          </Box>
        </Box>
      )}
      {comments.isPending ? (
        <Box>
          <Skeleton height={28} width="40%" />
          <Skeleton height={48} />
        </Box>
      ) : comments.data?.length ? (
        <Box component="ol" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {[...comments.data].reverse().map((comment) => {
            const name = comment.author?.name ?? 'Former member';
            return (
              <Box component="li" key={comment._id} sx={{ display: 'flex', gap: 1.5 }}>
                <UserAvatar name={name} size={28} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {name}{' '}
                    <Typography component="time" variant="caption" dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)} sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {formatRelative(comment.createdAt)}
                    </Typography>
                  </Typography>
                  {/* Sanitised by the server (sanitize-html) before it is stored. */}
                  <Box
                    sx={{ fontSize: 14, lineHeight: 1.6, overflowWrap: 'anywhere', '& p': { my: 0.25 }, '& a': { color: 'primary.main' } }}
                    dangerouslySetInnerHTML={{ __html: comment.body }}
                  />
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          No comments yet.{canComment ? ' Start the conversation.' : ''}
        </Typography>
      )}
    </Box>
  );
}
