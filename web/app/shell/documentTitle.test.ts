import { describe, expect, it } from 'vitest';
import { documentTitleFor } from './documentTitle';

describe('the browser tab title', () => {
  it("puts what waits first and the app's name last", () => {
    expect(documentTitleFor('#general', 0)).toBe('#general · Teamwork');
    expect(documentTitleFor('Billing', 3)).toBe('(3) Billing · Teamwork');
    expect(documentTitleFor(null, 0)).toBe('Teamwork');
  });

  it('caps the count at 99+, as the sidebar badges do', () => {
    expect(documentTitleFor('Chat', 99)).toBe('(99) Chat · Teamwork');
    expect(documentTitleFor('Chat', 150)).toBe('(99+) Chat · Teamwork');
  });
});
