import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { Visit } from '../api';
import { VisitActions } from './VisitActions';
import { visitWhen } from './visitFormat';
import { VisitStatusChip } from './VisitStatusChip';

interface VisitCardProps {
  visit: Visit;
  onOpen: (visit: Visit) => void;
  onEdit?: (visit: Visit) => void;
  /** Managers see whose visitor it is. */
  showHost?: boolean;
}

/** One visit: who, when, the code and what may be done now; the card opens the details. */
export function VisitCard({ visit, onOpen, onEdit, showHost = false }: VisitCardProps) {
  const { visitor } = visit;
  return (
    <Card component="li" variant="outlined" aria-label={visitor.name} sx={{ listStyle: 'none' }}>
      <CardActionArea onClick={() => onOpen(visit)} sx={{ p: 2, display: 'grid', gap: 0.5, justifyContent: 'stretch', textAlign: 'left' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>{visitor.name}</Typography>
          <VisitStatusChip visit={visit} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {[visitor.company, showHost ? `Host: ${visit.host.name}` : '', visit.purpose].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2">
          {visitWhen(visit)} · Code <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, letterSpacing: 1 }}>{visit.code}</Box>
        </Typography>
      </CardActionArea>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <VisitActions visit={visit} onEdit={onEdit} />
      </Box>
    </Card>
  );
}

/** A list of visit cards, or a line saying there are none. */
export function VisitCardList({ label, visits, empty, onOpen, onEdit, showHost }: { label: string; visits: Visit[]; empty: string } & Omit<VisitCardProps, 'visit'>) {
  if (visits.length === 0) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
      {visits.map((visit) => (
        <VisitCard key={visit._id} visit={visit} onOpen={onOpen} onEdit={onEdit} showHost={showHost} />
      ))}
    </Box>
  );
}
