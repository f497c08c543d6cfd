import { CALL_MAX_PARTICIPANTS } from '../../../domain/chat/chat';

/** What a refused call action answers; the tests and the web match these words. */
export const CALLS_ONLY_IN_CONVERSATIONS_TEXT = 'Calls are available in direct and group conversations';
export const CALL_IN_PROGRESS_TEXT = 'A call is already in progress in this conversation';
export const CALL_OVER_TEXT = 'This call has ended';
export const CALL_FULL_TEXT = `This call is full: at most ${CALL_MAX_PARTICIPANTS} people can join`;
export const NOT_IN_CALL_TEXT = 'You are not in this call';
export const ALREADY_IN_CALL_TEXT = 'You are already in this call';
export const NOT_INVITED_TEXT = 'You are not invited to this call';
export const ONLY_INITIATOR_ENDS_TEXT = 'Only the person who started a group call can end it for everyone';
export const NOBODY_TO_CALL_TEXT = 'There is nobody else in this conversation to call';
export const ARCHIVED_TEXT = 'This conversation is archived';
export const NOT_A_MEMBER_TEXT = 'That person is not in this conversation';
export const THEY_ARE_IN_CALL_TEXT = 'They are already in this call';
