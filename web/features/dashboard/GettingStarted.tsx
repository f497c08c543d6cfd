import type { ReactNode } from 'react';
import { Box, Button, Card, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { Link as RouterLink } from 'react-router';
import type { GettingStartedStep } from '../../../domain/gettingStarted/gettingStarted';
import { chatPathFor } from '../chat/openChannel';
import { useDismissGettingStarted, useGettingStarted } from './gettingStartedApi';

interface StepText {
  title: string;
  description: string;
  action: string;
}

const STEPS: Record<GettingStartedStep, StepText> = {
  project: { title: 'Create a project', description: 'A board, a backlog and sprints for one stream of work.', action: 'New project' },
  invite: { title: 'Invite your team', description: 'Add the people you work with, each with the role that fits.', action: 'Invite people' },
  sprint: { title: 'Start a sprint', description: 'Plan a week or two of work from the backlog and start it.', action: 'Open the backlog' },
  hello: { title: 'Say hello in #general', description: 'Everyone in the organisation reads it: a good first message.', action: 'Open #general' },
};

const linkOf = (step: GettingStartedStep, generalChannelId: string | null): string =>
  ({ project: '/project/create', invite: '/admin/team', sprint: '/backlog', hello: generalChannelId ? chatPathFor(generalChannelId) : '/chat' })[step];

/** The guided start on a new organisation's home page: ticks itself as the team does each step. */
export function GettingStarted() {
  const { data } = useGettingStarted();
  const dismiss = useDismissGettingStarted();
  if (!data || data.dismissed) return null;
  const done = data.steps.filter((step) => step.done).length;
  const allDone = done === data.steps.length;

  return (
    <Card component="section" aria-labelledby="getting-started-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="getting-started-title" variant="h5" component="h2">
            {allDone ? "You're all set" : 'Get your team started'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {allDone ? 'Your workspace is ready. You can hide this guide.' : `${done} of ${data.steps.length} done`}
          </Typography>
        </Box>
        <Tooltip title="Hide this guide">
          <IconButton aria-label="Hide this guide" onClick={() => dismiss.mutate()} disabled={dismiss.isPending} size="small">
            <CloseRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <LinearProgress variant="determinate" value={(done / data.steps.length) * 100} aria-label="Guided start progress" sx={{ my: 2, height: 6, borderRadius: 3 }} />
      <Stack component="ol" aria-label="First steps" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.steps.map((step) => (
          <Step key={step.id} done={step.done} text={STEPS[step.id]} action={<Button component={RouterLink} to={linkOf(step.id, data.generalChannelId)} size="small" variant="outlined">{STEPS[step.id].action}</Button>} />
        ))}
      </Stack>
    </Card>
  );
}

function Step({ done, text, action }: { done: boolean; text: StepText; action: ReactNode }) {
  return (
    <Box component="li" aria-label={`${text.title}${done ? ', done' : ''}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      {done ? <CheckCircleRounded sx={{ color: 'success.main' }} aria-hidden /> : <RadioButtonUncheckedRounded sx={{ color: 'text.secondary' }} aria-hidden />}
      {/* On a phone the text takes the row and the button goes below it, under the text. */}
      <Box sx={{ flex: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 40px)', sm: 0 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : 'none', color: done ? 'text.secondary' : 'text.primary' }}>
          {text.title}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.45 }}>
          {text.description}
        </Typography>
      </Box>
      {!done && <Box sx={{ pl: { xs: 4.5, sm: 0 } }}>{action}</Box>}
    </Box>
  );
}
