import { OAuth2Client } from 'google-auth-library';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleVerifier {
  verify(credential: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google Identity Services ID token: signature, audience (our client id),
 * issuer and expiry. `getCerts` defaults to Google's published keys; it is a parameter
 * so the same verification code can be exercised with a locally generated key.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  getCerts?: () => Promise<Record<string, string>>;
}): GoogleVerifier {
  const client = new OAuth2Client({ clientId: options.clientId });
  const getCerts =
    options.getCerts ??
    (async () => {
      const { certs } = await client.getFederatedSignonCertsAsync();
      return certs as Record<string, string>;
    });
  return {
    async verify(credential) {
      const ticket = await client.verifySignedJwtWithCertsAsync(credential, await getCerts(), options.clientId, GOOGLE_ISSUERS);
      const payload = ticket.getPayload();
      if (!payload?.sub || !payload.email) throw new Error('Google token has no subject or email');
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: payload.name?.trim() || payload.email.split('@')[0]!,
      };
    },
  };
}
