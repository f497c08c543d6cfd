import { conversationsOf, ME_AS_OWNER, member } from './chatTestData';

/**
 * Only web/features/calls/CallWindow.test.tsx still imports this, under its old names; the
 * fixtures live in chatTestData.ts. Delete this file once that test imports chatTestData.
 */
export const ME = ME_AS_OWNER;
export const person = member;
export const { channel } = conversationsOf(ME_AS_OWNER);
