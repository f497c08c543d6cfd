import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { useSubmission } from './useSubmission';

describe('useSubmission', () => {
  it('stays pending once the request succeeds, so the form cannot be sent twice while the next page loads', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmission((name: string) => Promise.resolve(`hello ${name}`), onSuccess));
    act(() => result.current.submit('Ada'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('hello Ada'));
    expect(result.current.pending).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('shows the latest failure and is ready again; a reset forgets it', async () => {
    const refused = new ApiError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    const { result } = renderHook(() => useSubmission(() => Promise.reject(refused), vi.fn()));
    act(() => result.current.submit(undefined));
    await waitFor(() => expect(result.current.error).toBe(refused));
    expect(result.current.pending).toBe(false);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });
});
