import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vite builds a page per HTML file, so /login's own page is a second file: it must not drift from the app's.
describe('web/signin.html', () => {
  it('is web/index.html with the sign-in pages’ entry instead of the app’s', () => {
    const read = (name: string) => readFileSync(join(process.cwd(), 'web', name), 'utf8');
    expect(read('signin.html')).toBe(read('index.html').replace('src="/main.tsx"', 'src="/signIn.tsx"'));
    expect(read('signin.html')).toContain('src="/signIn.tsx"');
  });
});
