import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { MessageBody } from './MessageBody';

function body(text: string, names: string[] = []) {
  const { container } = renderWithProviders(<MessageBody text={text} memberNames={names} myName="Ada Lovelace" />);
  return container;
}

describe('message markdown', () => {
  it('renders bold, italic and inline code', () => {
    const container = body('**bold** and _soft_ and `x = 1`');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('soft');
    expect(container.querySelector('code')?.textContent).toBe('x = 1');
  });

  it('renders code blocks and lists', () => {
    const container = body('```\nconst a = 1;\n```\n\n- one\n- two');
    expect(container.querySelector('pre code')?.textContent).toBe('const a = 1;\n');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('opens web links in a new tab without an opener', () => {
    body('see [the docs](https://example.com/docs) and https://example.org/page.');
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // A bare address is a link too, without the sentence's full stop.
    expect(screen.getByRole('link', { name: 'https://example.org/page' }).getAttribute('href')).toBe('https://example.org/page');
  });

  it('keeps javascript:, data: and relative links as plain text', () => {
    body('[click](javascript:alert(1)) [data](data:text/html,hi) [rel](/admin) [mail](mailto:a@b.co)');
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    expect(screen.getByText(/click/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'rel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.co');
  });

  it('shows raw HTML as the text that was typed', () => {
    const container = body('<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)> there');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('drops images and headings to their text', () => {
    const container = body('# Title\n\n![alt](https://example.com/a.png)');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('Title');
  });

  it('turns single newlines into line breaks', () => {
    const container = body('one\ntwo');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('highlights @mentions of members, mine differently', () => {
    const container = body('hi @Grace Hopper and @Ada Lovelace, not @nobody', ['Grace Hopper', 'Ada Lovelace']);
    const mentions = [...container.querySelectorAll('.mention')].map((node) => node.textContent);
    expect(mentions).toEqual(['@Grace Hopper', '@Ada Lovelace']);
    expect(container.querySelector('.mention-self')?.textContent).toBe('@Ada Lovelace');
  });

  it('leaves mentions and newlines inside code alone', () => {
    const container = body('`@Grace Hopper`', ['Grace Hopper']);
    expect(container.querySelector('.mention')).toBeNull();
  });
});
