import { describe, expect, it } from 'vitest';
import { callEntryText, conversationTitle, dayLabel, formatBytes, formatDuration, mentionedIds, snippetParts, typingText } from './chatText';
import { directWithGrace, general, GRACE, ME } from './chatTestData';

describe('chat texts', () => {
  it('labels days as Today, Yesterday or the date', () => {
    const now = new Date(2025, 5, 12, 15, 0).getTime();
    expect(dayLabel(new Date(2025, 5, 12, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2025, 5, 11, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2025, 5, 9, 10).toISOString(), now)).toMatch(/June/);
    expect(dayLabel(new Date(2024, 5, 9, 10).toISOString(), now)).toMatch(/2024/);
  });

  it('names conversations', () => {
    expect(conversationTitle(general, ME._id)).toBe('# general');
    expect(conversationTitle(directWithGrace, ME._id)).toBe('Grace Hopper');
  });

  it('says who is typing', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Ada'])).toBe('Ada is typing…');
    expect(typingText(['Ada', 'Grace'])).toBe('Ada and Grace are typing…');
    expect(typingText(['Ada', 'Grace', 'Alan'])).toBe('Several people are typing…');
  });

  it('describes calls', () => {
    const base = { _id: 'c', type: 'video' as const, initiator: { userId: 'u', name: 'Grace' }, startedAt: '', answeredAt: null, endedAt: null };
    expect(callEntryText({ ...base, status: 'ended', durationSeconds: 200 })).toEqual({ title: 'Video call started by Grace', detail: 'Lasted 3m 20s' });
    expect(callEntryText({ ...base, status: 'missed', durationSeconds: null }).detail).toBe('Missed video call');
    expect(callEntryText({ ...base, type: 'audio', status: 'missed', durationSeconds: null }).detail).toBe('Missed voice call');
    expect(formatDuration(3725)).toBe('1h 2m');
    expect(formatDuration(45)).toBe('45s');
  });

  it('formats sizes', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('splits search snippets at «» marks', () => {
    expect(snippetParts('we «deploy» on «friday»')).toEqual([
      { text: 'we ', marked: false },
      { text: 'deploy', marked: true },
      { text: ' on ', marked: false },
      { text: 'friday', marked: true },
    ]);
    expect(snippetParts('plain')).toEqual([{ text: 'plain', marked: false }]);
    // Snippets are raw message text: the markdown reads as plain words around the highlights.
    expect(snippetParts('**ship** the `«deploy»` to [staging](https://x.test) _today_ ~~not~~ snake_case_name').map((p) => p.text).join('')).toBe(
      'ship the deploy to staging today not snake_case_name',
    );
    expect(snippetParts('```ts\nconst «deploy» = 1\n```')).toEqual([
      { text: 'const ', marked: false },
      { text: 'deploy', marked: true },
      { text: ' = 1\n', marked: false },
    ]);
  });

  it('finds mentioned members, longest names first', () => {
    const ada = { _id: 'u-ada', name: 'Ada' };
    expect(mentionedIds(`hi @${GRACE.name} and @${ME.name}`, [ada, GRACE, ME]).sort()).toEqual([GRACE._id, ME._id].sort());
    expect(mentionedIds('hi @Ada Lovelace', [ada, ME])).toEqual([ME._id]);
    expect(mentionedIds('hi @Ada', [ada, ME])).toEqual(['u-ada']);
  });
});
