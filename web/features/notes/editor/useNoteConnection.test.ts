import { describe, expect, it } from 'vitest';
import { collabUrl, parseAccessMessage, presenceOf } from './useNoteConnection';

describe('the note connection', () => {
  it('connects to the page’s own host, over TLS when the page is', () => {
    expect(collabUrl({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/collab');
    expect(collabUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/collab');
  });

  it('lists one person per client, skipping clients that have not said who they are', () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { userId: 'u1', name: 'Ada Lovelace', color: '#1C3D6E', avatar: null } }],
      [2, { user: { userId: 'u1', name: 'Ada Lovelace', color: '#1C3D6E', avatar: null } }],
      [3, {}],
    ]);
    expect(presenceOf(states)).toEqual([
      { clientId: 1, userId: 'u1', name: 'Ada Lovelace', color: '#1C3D6E', avatar: null },
      { clientId: 2, userId: 'u1', name: 'Ada Lovelace', color: '#1C3D6E', avatar: null },
    ]);
  });

  it('reads the server’s access messages and nothing else', () => {
    expect(parseAccessMessage('{"type":"access","access":"Viewer","readOnly":true}')).toEqual({ type: 'access', access: 'Viewer', readOnly: true });
    expect(parseAccessMessage('{"type":"other","readOnly":true}')).toBeNull();
    expect(parseAccessMessage('not json')).toBeNull();
  });
});
