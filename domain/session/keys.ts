/** Local storage keys of spec 3 ('Session local keys'); the web keeps nothing else there. */
export const SESSION_KEYS = ['userId', 'userRole', 'tabsArray', 'email', 'userName', 'selectedProject', 'themeMode'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
