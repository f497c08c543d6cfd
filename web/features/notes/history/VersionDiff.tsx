import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { blockDiff, blocksOf, type BlockChange, type DiffKind } from './blockDiff';

/** Unchanged blocks further than this from a change fold into one line. */
const CONTEXT = 1;

/** Taken out: struck through on red; put in: on green; kept: as it was. */
function tone(theme: Theme, kind: DiffKind) {
  if (kind === 'same') return {};
  const color = kind === 'removed' ? theme.palette.error.main : theme.palette.success.main;
  return { backgroundColor: alpha(color, theme.palette.mode === 'dark' ? 0.22 : 0.14), textDecorationLine: kind === 'removed' ? 'line-through' : 'none', borderRadius: 4 };
}

function Change({ change }: { change: BlockChange }) {
  if (change.kind === 'changed') {
    return (
      <Typography variant="body2" component="p" sx={{ my: 0.75 }}>
        {change.words.map((word, index) =>
          word.kind === 'same' ? (
            word.value
          ) : (
            <Box key={index} component={word.kind === 'added' ? 'ins' : 'del'} sx={(theme) => tone(theme, word.kind)}>
              {word.value}
            </Box>
          ),
        )}
      </Typography>
    );
  }
  const tag = change.kind === 'added' ? 'ins' : change.kind === 'removed' ? 'del' : 'p';
  return (
    <Typography
      variant="body2"
      component={tag}
      sx={(theme) => ({ display: 'block', my: 0.75, px: change.kind === 'same' ? 0 : 0.75, color: change.kind === 'same' ? 'text.secondary' : 'text.primary', ...tone(theme, change.kind) })}
    >
      {change.text}
    </Typography>
  );
}

const fold = (count: number, key: string) => (
  <Typography key={key} variant="caption" component="p" sx={{ color: 'text.secondary', my: 1 }}>
    … {count} unchanged {count === 1 ? 'block' : 'blocks'}
  </Typography>
);

/** From the version to the note now: struck out what the note no longer has, highlighted what it has gained. */
export function VersionDiff({ versionHtml, currentHtml }: { versionHtml: string; currentHtml: string }) {
  const changes = blockDiff(blocksOf(versionHtml), blocksOf(currentHtml));
  if (changes.every((change) => change.kind === 'same')) {
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>No changes: the note reads as this version does.</Typography>;
  }
  const nearChange = (index: number) => changes.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((change) => change.kind !== 'same');
  const rows: ReactNode[] = [];
  let folded = 0;
  changes.forEach((change, index) => {
    if (change.kind === 'same' && !nearChange(index)) {
      folded += 1;
      return;
    }
    if (folded > 0) rows.push(fold(folded, `fold-${index}`));
    folded = 0;
    rows.push(<Change key={index} change={change} />);
  });
  if (folded > 0) rows.push(fold(folded, 'fold-end'));
  return (
    <Box role="region" aria-label="What changed since this version">
      {rows}
    </Box>
  );
}
