import { z } from 'zod';

/**
 * Spec 3 types, plus chatMention (someone @mentioned you in a conversation), noteShared (a note was
 * shared with you) and noteMention (someone @mentioned you in a note).
 */
export const NOTIFICATION_TYPES = ['memberAdded', 'taskAssigned', 'taskDescUpdated', 'taskPrioUpdated', 'chatMention', 'taskMention', 'noteShared', 'noteMention', 'eventInvited', 'eventUpdated', 'eventCancelled', 'eventResponse', 'eventReminder'] as const;

/** Spec 3 Notification, as the list and the new_notification event carry it. */
export const notificationSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  senderName: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  metadata: z.object({ projectId: z.string().optional(), taskId: z.string().optional(), channelId: z.string().optional(), messageId: z.string().optional(), noteId: z.string().optional(), mentionId: z.string().optional(), eventId: z.string().optional(), occurrenceStart: z.string().optional() }),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationMetadata = Notification['metadata'];
