import { z } from 'zod';
import { int32Schema } from '../../../domain/api/bounds';
import { CALL_TYPES } from '../../../domain/chat/chat';

/** The call events' payloads, checked before anything else reads them. */

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const callInitiateSchema = z.object({
  channelId: id('channelId'),
  type: z.enum(CALL_TYPES, { error: 'type must be audio or video' }),
});

export const callIdSchema = z.object({ callId: id('callId') });

export const callInviteSchema = z.object({ callId: id('callId'), userId: id('userId') });

/** An SDP blob is a few kilobytes; 100 KB leaves room for many tracks and codecs. */
const sdpSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(100_000).optional(),
});

export const webrtcDescriptionSchema = z.object({ callId: id('callId'), to: id('to'), sdp: sdpSchema });

export const webrtcCandidateSchema = z.object({
  callId: id('callId'),
  to: id('to'),
  candidate: z.object({
    candidate: z.string().max(4_000).optional(),
    sdpMid: z.string().max(256).nullable().optional(),
    sdpMLineIndex: int32Schema('sdpMLineIndex', { min: 0, max: 1_000 }).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  }),
});

/** The first problem of a failed parse, as one line for the acknowledgement. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}
