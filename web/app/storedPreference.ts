/**
 * A preference this browser keeps for itself (localStorage), shared by its tabs. Storage can be
 * missing or refuse writes (private mode, a blocked origin): reads then give null and a choice
 * lasts for the page.
 */
export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The choice lasts for this page.
  }
}

/** Calls `onChange` when another tab changes `key` or clears the storage; returns the unsubscribe. */
export function watchPreference(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
