import type { MouseEvent, ReactNode } from 'react';
import Link from '@mui/material/Link';
import { useSignInNavigation } from './signInNavigation';

/** A text link between the sign-in pages, with or without the router: a plain click stays in the page, any other opens as the browser does. */
export function SignInLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useSignInNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={follow} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
