import { useEffect, useState } from 'react';
import { Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { kioskError, useKioskHosts, type KioskHost } from './kioskApi';

const SEARCH_DELAY_MS = 300;

/** Waits until the visitor pauses typing, so each keystroke is not a request (the kiosk's calls are rate limited). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The host, found by name (two letters at least): the server answers names and pictures, never an email. */
export function HostPicker({ token, value, onChange, error }: { token: string; value: KioskHost | null; onChange: (host: KioskHost | null) => void; error?: string | null }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const hosts = useKioskHosts(token, search);
  const searching = search.length >= 2;
  const noOptionsText = !searching ? 'Type at least 2 letters of the name' : hosts.error ? kioskError(hosts.error).message : 'Nobody found by that name';

  return (
    <Autocomplete
      value={value}
      onChange={(_event, host) => onChange(host)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={searching ? (hosts.data ?? []) : []}
      // The server already matched by name; the list shows what it answered.
      filterOptions={(options) => options}
      getOptionLabel={(host) => host.name}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      loading={searching && hosts.isFetching}
      noOptionsText={noOptionsText}
      renderOption={({ key, ...props }, host) => (
        <li key={key} {...props}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }}>
            <UserAvatar name={host.name} src={host.avatar} size={40} />
            <Typography sx={{ fontSize: '1.15rem' }}>{host.name}</Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Who are you visiting?" required error={Boolean(error)} helperText={error ?? 'Type their name'} />}
    />
  );
}
