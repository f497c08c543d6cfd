import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/client';

export interface Submission<Input> {
  pending: boolean;
  /** The latest attempt's failure, shown by the form itself. */
  error: ApiError | null;
  submit(input: Input): void;
  /** Forgets the error, and the answer of an attempt still under way. */
  reset(): void;
}

/**
 * A form's request on the sign-in pages, which are drawn before the app's data layer loads (see
 * signInNavigation.ts): what TanStack Query's useMutation gives the rest of the app, pending and
 * the latest error, in the few lines these forms use. Only the latest attempt's answer counts.
 */
export function useSubmission<Input, Output>(send: (input: Input) => Promise<Output>, onSuccess: (output: Output) => void): Submission<Input> {
  const [state, setState] = useState<{ pending: boolean; error: ApiError | null }>({ pending: false, error: null });
  const latest = useRef(0);

  const submit = (input: Input) => {
    const attempt = ++latest.current;
    setState({ pending: true, error: null });
    send(input).then(
      (output) => {
        if (attempt !== latest.current) return;
        // Still pending: success leads to another page (a hand-over to the app may load its files
        // first), and a second click meanwhile would sign in, or register, twice.
        onSuccess(output);
      },
      (error: unknown) => {
        if (attempt !== latest.current) return;
        setState({ pending: false, error: error instanceof ApiError ? error : new ApiError(0, 'Something went wrong', 'INTERNAL') });
      },
    );
  };
  const reset = useCallback(() => {
    latest.current++;
    setState({ pending: false, error: null });
  }, []);

  return { ...state, submit, reset };
}
