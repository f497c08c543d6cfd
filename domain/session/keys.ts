/** Local storage keys of spec 3 ('Session local keys'); the web keeps nothing else there. */
export const SESSION_KEYS = ['userId', 'userRole', 'tabsArray', 'email', 'userName', 'selectedProject', 'themeMode'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * A cookie the page can read (the session cookie it cannot): set and cleared with the session
 * cookie, it tells the web whether asking `/api/check` can find anyone, so a visitor's public
 * page makes no request that can only answer 401. Never trusted by the server.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
