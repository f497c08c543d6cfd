import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColor } from '../../../domain/color/color';
import { UserAvatar } from './UserAvatar';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('UserAvatar', () => {
  it('shows the initials on the colour derived from the name', () => {
    const { container } = render(<UserAvatar name="Ada Lovelace" />);
    const initials = container.querySelector('[data-initials="AL"]')!;
    expect(initials).toBeTruthy();
    expect(getComputedStyle(initials.parentElement!).backgroundColor).toBe(rgb(avatarColor('Ada Lovelace')));
  });

  it('uses one initial for a single name', () => {
    const { container } = render(<UserAvatar name="cher" />);
    expect(container.querySelector('[data-initials="C"]')).toBeTruthy();
  });

  it('draws the initials, so a button named after the person holds no other visible words (WCAG 2.5.3)', () => {
    render(
      <button type="button" aria-label="Account menu for Ada Lovelace">
        <UserAvatar name="Ada Lovelace" />
      </button>,
    );
    expect(document.querySelector('button')!.textContent).toBe('');
  });
});
