import type { StatusCategory } from '../../../../domain/projects/projects';
import { PALETTE_COLORS } from '../../../../domain/color/color';

export const CATEGORY_LABELS: Record<StatusCategory, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

export const CATEGORY_HINTS: Record<StatusCategory, string> = {
  todo: 'Not started yet',
  in_progress: 'Being worked on',
  done: 'Finished: not counted as open',
};

/** Names for the 12 palette colours (spec 9), in PALETTE_COLORS order, for screen readers and tooltips. */
const COLOR_NAMES = ['Orange', 'Navy', 'Green', 'Amber', 'Red', 'Teal', 'Violet', 'Pink', 'Blue', 'Lime', 'Slate', 'Grey'] as const;

export function colorName(color: string): string {
  const index = (PALETTE_COLORS as readonly string[]).indexOf(color.toUpperCase());
  return index >= 0 ? COLOR_NAMES[index]! : color;
}

export function taskCountLabel(count: number): string {
  return `${count} task${count === 1 ? '' : 's'}`;
}
