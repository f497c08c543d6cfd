import { describe, expect, it } from 'vitest';
import { normaliseLink } from './LinkDialog';

describe('normaliseLink', () => {
  it('keeps web and mail addresses, adding https:// to a bare domain', () => {
    expect(normaliseLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normaliseLink('example.com/docs')).toBe('https://example.com/docs');
    expect(normaliseLink('mailto:ada@example.com')).toBe('mailto:ada@example.com');
  });

  it('refuses scripts, other schemes and words that are not addresses', () => {
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('data:text/html,<b>x</b>')).toBeNull();
    expect(normaliseLink('ftp://example.com')).toBeNull();
    expect(normaliseLink('hello')).toBeNull();
    expect(normaliseLink('   ')).toBeNull();
  });
});
