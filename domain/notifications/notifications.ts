import { z } from 'zod';

/**
 * Spec 3 types, plus chatMention (someone @mentioned you in a conversation), noteShared (a note was
 * shared with you), noteMention (someone @mentioned you in a note) and the calendar's: eventInvited
 * (you were added to an event), eventUpdated (its time or place changed), eventCancelled (it, or
 * your place in it, was deleted), eventResponse (an attendee answered your invitation) and
 * eventReminder (an event of yours is coming up), and creditReceived (a performance credit or a
 * peer's recognition was recorded for you), and the visitors' (issue 19): visitorArrived (your visitor
 * signed in), visitorApproval (a walk-in waits for your Approve / Deny), visitorHeld (a block-list
 * match was held: to visitor managers) and visitorSignOutReminder (your visitor is still signed in).
 */
export const NOTIFICATION_TYPES = [
  'memberAdded',
  'taskAssigned',
  'taskDescUpdated',
  'taskPrioUpdated',
  'chatMention',
  'taskMention',
  'noteShared',
  'noteMention',
  'eventInvited',
  'eventUpdated',
  'eventCancelled',
  'eventResponse',
  'eventReminder',
  'creditReceived',
  'visitorArrived',
  'visitorApproval',
  'visitorHeld',
  'visitorSignOutReminder',
] as const;

/** Spec 3 Notification, as the list and the new_notification event carry it. */
export const notificationSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  senderName: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  metadata: z.object({
    projectId: z.string().optional(),
    taskId: z.string().optional(),
    channelId: z.string().optional(),
    messageId: z.string().optional(),
    noteId: z.string().optional(),
    mentionId: z.string().optional(),
    eventId: z.string().optional(),
    /** One occurrence of a recurring event, by its original start (ISO). */
    occurrenceStart: z.string().optional(),
    creditId: z.string().optional(),
    visitId: z.string().optional(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationMetadata = Notification['metadata'];
