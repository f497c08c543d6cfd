import type { Api, Platform } from '../../platform/modules';
import { attachmentsRoutes } from './attachments.routes';
import { createAttachmentsService } from './attachments.service';
import { channelsRoutes } from './channels.routes';
import { createChannelsService } from './channels.service';
import { registerChatSocket } from './chat.socket';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { registerPresence, resetPresence, type Presence } from './presence';
import { presenceRoutes } from './presence.routes';
import { searchRoutes } from './search.routes';

/** Calls post into conversations and check their members; sign-up and invites join #general; visitors' arrivals are direct messages to the host, or notices in their Visitors conversation. */
export { memberChannel, memberIdsOf, membersAmong, type ChatActor } from './channelAccess';
export { postCallEntry } from './callEntry';
export { contentDisposition, sanitiseFileName } from './attachmentContent';
export { postDirectNotice, postProductNotice, type DirectNotice, type ProductNotice } from './directNotice';
export { joinGeneralChannel, postWelcomeMessage } from './generalChannel';
export { presentMessage } from './messages.presenter';
export type { Presence } from './presence';

export async function createChatModule(
  deps: Pick<Platform, 'db' | 'realtime' | 'logger' | 'config' | 'storage' | 'onClose'>,
): Promise<{ presence: Presence; register(api: Api): Promise<void> }> {
  const { db, realtime, logger, config, storage } = deps;
  const presence = registerPresence({ realtime, db, logger, clustered: Boolean(config.REDIS_URL) });
  // One node alone: whoever the last run left present has no socket any more.
  if (!config.REDIS_URL) await resetPresence(db);
  const channels = createChannelsService({ db, realtime });
  const attachments = createAttachmentsService({ db, storage, logger });
  const messages = createMessagesService({ db, realtime, attachmentFiles: attachments });
  registerChatSocket({ realtime, messages, db, logger });
  const stopOrphanSweep = attachments.startOrphanSweep();
  deps.onClose(() => stopOrphanSweep());
  return {
    presence,
    register: async (api) => {
      await api.register(channelsRoutes(channels));
      await api.register(messagesRoutes(messages));
      await api.register(attachmentsRoutes(attachments));
      await api.register(searchRoutes(db));
      await api.register(presenceRoutes(db));
    },
  };
}
