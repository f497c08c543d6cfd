import { SESSION_HINT_COOKIE, SESSION_KEYS, type SessionKey } from '../../../domain/session/keys';
import type { UserData } from '../../../domain/users/types';

export function readKey(key: SessionKey): string | null {
  return localStorage.getItem(key);
}

export function writeKey(key: SessionKey, value: string): void {
  localStorage.setItem(key, value);
}

/** Spec 3: after login the web keeps who is signed in under these keys. */
export function persistSession(user: UserData): void {
  writeKey('userId', user._id);
  writeKey('userRole', user.role);
  writeKey('email', user.email);
  writeKey('userName', user.name);
}

/**
 * Removes every session key. themeMode stays: it is a preference of the device, and
 * flipping the sign-in page to another theme on logout would look like a glitch.
 */
export function clearSession(): void {
  for (const key of SESSION_KEYS) if (key !== 'themeMode') localStorage.removeItem(key);
}

/**
 * Whether a session cookie may exist: its hint cookie, or a user kept from a session that
 * began before the hint existed. Without either, asking who is signed in could only answer 401.
 */
export function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`)) || readKey('userId') !== null;
}
