import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import type { NoteSummary } from './api';

const SEARCH_DELAY_MS = 200;
/** The switcher is for jumping, not browsing: the best few are enough. */
const SHOWN = 8;

/** Notes the caller can read whose title or text matches what is typed in the quick switcher (server search, after a short pause). */
export function useSwitcherNotes(typed: string): NoteSummary[] {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const notes = useQuery({
    queryKey: queryKeys.noteList({ scope: 'all', search }),
    queryFn: () => apiData('GET /api/note', { query: { scope: 'all', search } }),
    enabled: search !== '',
    meta: { errorHandledLocally: true },
  });
  return search && typed.trim() ? (notes.data ?? []).slice(0, SHOWN) : [];
}

/** A note as the quick switcher lists it. */
export function NoteSwitcherRow({ note }: { note: NoteSummary }) {
  return (
    <>
      <Box aria-hidden sx={{ width: 26, height: 26, borderRadius: 1, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary', flexShrink: 0 }}>
        <StickyNote2Outlined sx={{ fontSize: 16 }} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {note.title}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          Note{note.project ? ` · ${note.project.name}` : ''} · {note.owner.name}
        </Typography>
      </Box>
    </>
  );
}
