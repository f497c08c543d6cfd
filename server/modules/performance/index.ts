/** Tasks call this (handed in by server/app.ts) when a task's completion changes. */
export { syncAutomaticCredits } from './creditAutomatic';
