import { Chip } from '@mui/material';
import { VISIT_STATUS_LABELS } from '../../../../domain/visitors/visits';
import type { Visit } from '../api';
import { STATUS_COLORS } from './visitFormat';

export function VisitStatusChip({ visit }: { visit: Pick<Visit, 'status' | 'held'> }) {
  const label = visit.held && visit.status === 'awaitingApproval' ? 'Held: block list' : VISIT_STATUS_LABELS[visit.status];
  return <Chip size="small" label={label} color={STATUS_COLORS[visit.status]} variant={STATUS_COLORS[visit.status] === 'default' ? 'outlined' : 'filled'} />;
}
