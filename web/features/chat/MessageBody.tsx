import { memo, useMemo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ALLOWED_ELEMENTS, rehypeChatText, remarkHtmlAsText, safeUrl } from './markdown';

/** Links open in a new tab, without handing this page to the other site. */
function Link({ href, children }: ComponentProps<'a'>) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = { a: Link };
const remarkPlugins = [remarkHtmlAsText];

interface MessageBodyProps {
  text: string;
  /** Names of the conversation's members: '@Name' of one of them is highlighted. */
  memberNames?: readonly string[];
  myName?: string;
}

/** A message's markdown, limited to a safe subset (ALLOWED_ELEMENTS); never raw HTML. */
export const MessageBody = memo(function MessageBody({ text, memberNames = [], myName }: MessageBodyProps) {
  const namesKey = memberNames.join('\u0000');
  const rehypePlugins = useMemo(
    () => [rehypeChatText({ names: namesKey ? namesKey.split('\u0000') : [], myName })],
    [namesKey, myName],
  );
  return (
    <Box
      sx={(theme) => ({
        fontSize: 14,
        lineHeight: 1.55,
        overflowWrap: 'anywhere',
        color: 'text.primary',
        '& p': { m: 0 },
        '& p + p, & ul, & ol, & pre, & blockquote': { mt: 0.5, mb: 0 },
        '& ul, & ol': { pl: 3, mb: 0 },
        '& a': { color: 'primary.main', textDecorationThickness: '1px' },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: 13,
          px: 0.5,
          py: 0.125,
          borderRadius: 0.5,
          bgcolor: alpha(theme.palette.text.primary, 0.08),
        },
        '& pre': {
          m: 0,
          p: 1.25,
          borderRadius: 1,
          overflowX: 'auto',
          bgcolor: alpha(theme.palette.text.primary, 0.06),
          border: '1px solid',
          borderColor: 'divider',
          '& code': { p: 0, bgcolor: 'transparent', whiteSpace: 'pre' },
        },
        '& blockquote': { mx: 0, pl: 1.5, borderLeft: '3px solid', borderColor: 'divider', color: 'text.secondary' },
        '& .mention': {
          px: 0.25,
          borderRadius: 0.5,
          fontWeight: 600,
          color: theme.palette.mode === 'dark' ? 'secondary.light' : 'secondary.main',
          bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1),
        },
        '& .mention-self': {
          color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.14),
        },
      })}
    >
      <Markdown
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        skipHtml
        urlTransform={safeUrl}
        components={components}
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
      >
        {text}
      </Markdown>
    </Box>
  );
});
