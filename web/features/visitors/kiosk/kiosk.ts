import type { KioskInfo } from './kioskApi';

/** What every kiosk screen needs: the token its calls carry, what the server said about the kiosk, and how to leave. */
export interface KioskContext {
  token: string;
  info: KioskInfo;
  /** A call answered that the kiosk was revoked: the whole page says so. */
  onRevoked: () => void;
}
