import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing in particular, verified when the email is unknown so a failed
 * login takes as long whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}
