import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** Token colours for highlighted code (highlight.js classes), readable on the code block in each mode. */
function codeTokens(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  const colour = (light: string, darkColour: string) => ({ color: dark ? darkColour : light });
  return {
    '& .hljs-comment, & .hljs-quote': { ...colour('#6A737D', '#8B949E'), fontStyle: 'italic' },
    '& .hljs-keyword, & .hljs-selector-tag, & .hljs-literal, & .hljs-doctag': colour('#D73A49', '#FF7B72'),
    '& .hljs-string, & .hljs-regexp, & .hljs-addition': colour('#22863A', '#A5D6FF'),
    '& .hljs-number, & .hljs-symbol, & .hljs-bullet, & .hljs-variable, & .hljs-template-variable': colour('#005CC5', '#79C0FF'),
    '& .hljs-title, & .hljs-section, & .hljs-function .hljs-title': colour('#6F42C1', '#D2A8FF'),
    '& .hljs-attr, & .hljs-attribute, & .hljs-property, & .hljs-name, & .hljs-tag': colour('#005CC5', '#7EE787'),
    '& .hljs-type, & .hljs-built_in, & .hljs-class .hljs-title': colour('#E36209', '#FFA657'),
    '& .hljs-meta': colour('#735C0F', '#D29922'),
    '& .hljs-deletion': colour('#B31D28', '#FFA198'),
  };
}

/**
 * How a note's content looks, in the editor and in the stored-HTML preview alike (so the swap from
 * one to the other does not move a line): headings, lists, checklists, tables, code, quotes,
 * mentions, task chips, images and the others' carets.
 */
export function noteContentSx(theme: Theme): SystemStyleObject<Theme> {
  const border = theme.palette.divider;
  return {
    outline: 'none',
    fontSize: 16,
    lineHeight: 1.65,
    color: 'text.primary',
    overflowWrap: 'anywhere',
    '& > * + *': { mt: 1 },
    '& p': { my: 0 },
    // A heading gets room above only when something precedes it.
    '& h1': { fontSize: 30, fontWeight: 700, lineHeight: 1.25, mt: 0, mb: 1 },
    '& h2': { fontSize: 23, fontWeight: 700, lineHeight: 1.3, mt: 0, mb: 0.75 },
    '& h3': { fontSize: 19, fontWeight: 600, lineHeight: 1.35, mt: 0, mb: 0.5 },
    '& * + h1': { mt: 3 },
    '& * + h2': { mt: 2.5 },
    '& * + h3': { mt: 2 },
    '& a:not(.task-chip-link)': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: 2 },
    '& ul, & ol': { pl: 3.5, my: 0.5 },
    '& li > p': { my: 0.25 },
    '& ul[data-type="taskList"]': {
      listStyle: 'none',
      pl: 0.5,
      '& li': { display: 'flex', alignItems: 'flex-start', gap: 1 },
      '& li > label': { flexShrink: 0, mt: '0.3em', userSelect: 'none' },
      '& li > label input': { width: 16, height: 16, m: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
      '& li > div': { flex: 1, minWidth: 0 },
      '& li[data-checked="true"] > div': { color: 'text.secondary', textDecoration: 'line-through' },
    },
    '& blockquote': { borderLeft: 3, borderColor: alpha(theme.palette.primary.main, 0.5), pl: 2, mx: 0, color: 'text.secondary' },
    '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
    '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875em', px: 0.5, py: 0.125, borderRadius: 0.75, bgcolor: 'action.selected' },
    '& pre': {
      p: 2,
      borderRadius: 1.5,
      overflowX: 'auto',
      border: 1,
      borderColor: 'divider',
      bgcolor: theme.palette.mode === 'dark' ? '#0D1117' : '#F6F8FA',
      color: theme.palette.mode === 'dark' ? '#E6EDF3' : '#24292F',
      lineHeight: 1.5,
      '& code': { bgcolor: 'transparent', p: 0, fontSize: 14, color: 'inherit' },
      ...codeTokens(theme),
    },
    '& .tableWrapper': { overflowX: 'auto', my: 1.5 },
    '& table': { borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%', minWidth: 360, m: 0 },
    '& th, & td': { border: `1px solid ${border}`, px: 1, py: 0.75, verticalAlign: 'top', minWidth: 80, position: 'relative', '& p': { my: 0 } },
    '& th': { fontWeight: 600, textAlign: 'left', bgcolor: 'action.hover' },
    '& .selectedCell::after': { content: '""', position: 'absolute', inset: 0, bgcolor: alpha(theme.palette.primary.main, 0.12), pointerEvents: 'none' },
    '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, my: 1 },
    '& img.ProseMirror-selectednode': { outline: `2px solid ${theme.palette.primary.main}` },
    '& .mention': {
      px: 0.75,
      py: 0.125,
      borderRadius: 999,
      fontWeight: 500,
      fontSize: '0.92em',
      color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
      bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1),
      whiteSpace: 'nowrap',
      transition: 'box-shadow 0.3s',
    },
    '& .mention.note-mention-focus': { boxShadow: `0 0 0 3px ${alpha(theme.palette.warning.main, 0.7)}` },
    // The stored HTML's chips, before the live ones replace them: the key.
    '& span.task-chip:not([data-node-view-wrapper])': { fontFamily: 'ui-monospace, monospace', fontSize: '0.9em', px: 0.75, borderRadius: 1, border: 1, borderColor: 'divider' },
    '& .note-image-uploading': { display: 'inline-block', px: 1.5, py: 1, my: 1, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', color: 'text.secondary', fontSize: 14 },
    '& p.is-editor-empty::before': { content: 'attr(data-placeholder)', color: 'text.disabled', float: 'left', height: 0, pointerEvents: 'none' },
    '& .collaboration-carets__caret': { position: 'relative', mx: '-1px', borderLeft: '1px solid', borderRight: '1px solid', wordBreak: 'normal', pointerEvents: 'none' },
    '& .collaboration-carets__label': {
      position: 'absolute',
      top: '-1.35em',
      left: '-1px',
      fontSize: 12,
      fontWeight: 600,
      lineHeight: 'normal',
      px: 0.5,
      py: 0.125,
      borderRadius: '4px 4px 4px 0',
      whiteSpace: 'nowrap',
      userSelect: 'none',
    },
    '& .suggestion': { borderRadius: 0.5, bgcolor: 'action.selected' },
  };
}
