import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useThemeMode } from '../../app/ThemeModeProvider';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

/** The slice of Google Identity Services this page uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let gisScript: Promise<GoogleIdentity> | null = null;

/** Loads Google's script once, and only on pages where Google sign-in is configured. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gisScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google sign-in unavailable')));
    script.onerror = () => {
      gisScript = null;
      reject(new Error('Google sign-in unavailable'));
    };
    document.head.append(script);
  });
  return gisScript;
}

export function GoogleSignInButton({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const { mode } = useThemeMode();
  const [failed, setFailed] = useState(false);
  const handleCredential = useEffectEvent((credential: string) => onCredential(credential));

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        const parent = container.current;
        if (!active || !parent) return;
        google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => handleCredential(credential) });
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: mode === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          width: Math.min(parent.clientWidth, 400),
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [clientId, mode]);

  if (failed) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        Google sign-in could not be loaded. Use your email and password instead.
      </Typography>
    );
  }
  return <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44, colorScheme: 'normal' }} />;
}
