import type { ReactNode } from 'react';
import { Box, Button, Chip, Divider, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { EventDetail } from '../../../../domain/calendar/events';
import { recurrenceSummary } from '../../../../domain/calendar/recurrenceSummary';
import { reminderLabel } from '../../../../domain/calendar/reminders';
import { colorName } from '../../projects/settings/enumLabels';
import { wallTimeOf } from '../form/wallTime';
import { AttendeeAnswers } from './AttendeeAnswers';
import { DescriptionView } from './DescriptionView';
import { EventDetailsActions } from './EventDetailsActions';
import { whenLines } from './eventWhen';
import { RsvpButtons } from './RsvpButtons';

interface EventDetailsContentProps {
  detail: EventDetail;
  occurrenceStart: string | null;
  viewerId: string;
  viewerTimeZone: string;
  titleId: string;
  onClose: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', gap: 1.5, alignItems: 'start' }}>
      <Tooltip title={label}>
        <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
          {icon}
        </Box>
      </Tooltip>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** The series' first day in its own zone, which the summary starts from. */
function seriesStartDay(detail: EventDetail): string {
  return detail.allDay || /^\d{4}-\d{2}-\d{2}$/.test(detail.seriesStart) ? detail.seriesStart.slice(0, 10) : wallTimeOf(detail.seriesStart, detail.timeZone).date;
}

/** Everything about one occurrence: when, how it repeats, where, who and their answers, what it is about, reminders; then what the viewer may do. */
export function EventDetailsContent({ detail, occurrenceStart, viewerId, viewerTimeZone, titleId, onClose, onEdit, onDeleted }: EventDetailsContentProps) {
  const when = whenLines(detail, viewerTimeZone);
  const isOrganizer = detail.organizer._id === viewerId;
  return (
    <Stack spacing={2} sx={{ p: 2.5, width: { xs: '100%', sm: 440 }, maxWidth: '100%', boxSizing: 'border-box' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box role="img" aria-label={`Colour: ${colorName(detail.color)}`} sx={{ width: 14, height: 14, borderRadius: 1, bgcolor: detail.color, mt: 0.75, flexShrink: 0 }} />
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
          {detail.title}
        </Typography>
        <IconButton size="small" aria-label="Close" onClick={onClose} sx={{ mt: -0.5 }}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>

      <Row icon={<ScheduleRounded fontSize="small" />} label="When">
        <Typography variant="body2">{when.viewer}</Typography>
        {when.eventZone && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {when.eventZone}
          </Typography>
        )}
      </Row>
      {detail.recurrence && (
        <Row icon={<EventRepeatRounded fontSize="small" />} label="Repeats">
          <Typography variant="body2">{recurrenceSummary(detail.recurrence, seriesStartDay(detail))}</Typography>
        </Row>
      )}
      {detail.location && (
        <Row icon={<PlaceOutlined fontSize="small" />} label="Location">
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {detail.location}
          </Typography>
        </Row>
      )}
      {detail.meetingUrl && (
        <Row icon={<VideocamOutlined fontSize="small" />} label="Meeting link">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" href={detail.meetingUrl} target="_blank" rel="noopener noreferrer">
              Join
            </Button>
            <Link href={detail.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {detail.meetingUrl}
            </Link>
          </Box>
        </Row>
      )}
      {detail.project && (
        <Row icon={<FolderOutlined fontSize="small" />} label="Project">
          <Chip size="small" label={`${detail.project.key} · ${detail.project.name}`} />
        </Row>
      )}
      {detail.visibility === 'attendees' && (
        <Row icon={<LockOutlined fontSize="small" />} label="Visibility">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Only attendees can see it
          </Typography>
        </Row>
      )}

      {detail.myResponse !== null && <RsvpButtons eventId={detail._id} current={detail.myResponse} />}
      <AttendeeAnswers detail={detail} showCounts={isOrganizer} />

      {detail.description && <DescriptionView html={detail.description} />}
      {detail.reminders.length > 0 && (
        <Row icon={<NotificationsNoneRounded fontSize="small" />} label="Reminders">
          <Box component="ul" aria-label="Reminders" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {detail.reminders.map((reminder, index) => (
              <Typography component="li" variant="body2" key={index}>
                {reminderLabel(reminder)}
              </Typography>
            ))}
          </Box>
        </Row>
      )}

      <Divider />
      <EventDetailsActions detail={detail} occurrenceStart={occurrenceStart} onEdit={onEdit} onDeleted={onDeleted} />
    </Stack>
  );
}
