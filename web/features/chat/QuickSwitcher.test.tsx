import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

// The dialog's chunk arrives only when the test says so: as on a slow network, after the first keys.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./QuickSwitcherDialog', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('quick switcher', () => {
  it('keeps what is typed right after Ctrl+K, while its dialog is still loading', async () => {
    sessionApi(userWithRole('editor'));
    renderApp('/');
    await screen.findByRole('button', { name: 'Jump to a conversation' });

    await userEvent.keyboard('{Control>}k{/Control}gen');
    expect(screen.queryByRole('dialog', { name: 'Jump to a conversation' })).toBeNull();
    chunk.arrive();

    const dialog = await screen.findByRole('dialog', { name: 'Jump to a conversation' });
    const input = within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Conversation name' });
    expect(input.value).toBe('gen');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    // Typing on carries on at the end.
    await userEvent.keyboard('eral');
    expect(input.value).toBe('general');
  });
});
