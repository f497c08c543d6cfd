import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColor } from '../../../domain/color/color';
import { UserAvatar } from './UserAvatar';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('UserAvatar', () => {
  it('shows the initials on the colour derived from the name', () => {
    render(<UserAvatar name="Ada Lovelace" />);
    const avatar = screen.getByText('AL');
    expect(getComputedStyle(avatar).backgroundColor).toBe(rgb(avatarColor('Ada Lovelace')));
  });

  it('uses one initial for a single name', () => {
    render(<UserAvatar name="cher" />);
    expect(screen.getByText('C')).toBeTruthy();
  });
});
