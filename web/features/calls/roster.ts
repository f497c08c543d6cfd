import type { CallParticipant } from '../../../domain/chat/events';

/**
 * Who joined and left calls, heard before this tab's own accept was acknowledged: the
 * acknowledgement's list may already be out of date by the time it arrives. Names also
 * serve offers from people this tab has not seen join yet.
 */
export class CallRoster {
  private readonly names = new Map<string, string>();
  private readonly departed = new Set<string>();

  remember(people: CallParticipant[]): void {
    for (const person of people) this.names.set(person.userId, person.name);
  }

  nameOf(userId: string): string {
    return this.names.get(userId) ?? 'Participant';
  }

  joined(callId: string, person: CallParticipant): void {
    this.remember([person]);
    this.departed.delete(`${callId}:${person.userId}`);
  }

  left(callId: string, userId: string): void {
    this.departed.add(`${callId}:${userId}`);
  }

  ended(callId: string): void {
    for (const key of this.departed) if (key.startsWith(`${callId}:`)) this.departed.delete(key);
  }

  /** The people of the acknowledgement who have not left since. */
  stillIn(callId: string, people: CallParticipant[]): CallParticipant[] {
    return people.filter((person) => !this.departed.has(`${callId}:${person.userId}`));
  }
}
