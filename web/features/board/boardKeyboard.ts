import { closestCorners, getFirstCollision, KeyboardCode, type DroppableContainer, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: string[] = [KeyboardCode.Down, KeyboardCode.Up, KeyboardCode.Left, KeyboardCode.Right];

/**
 * Arrow keys on the board: up and down move to the next card of the same column; left and
 * right jump to the next column (its nearest card, or the column itself when empty). The
 * stock sortable getter treats the card's own column as "to the left" of the card.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { active, collisionRect, droppableRects, droppableContainers, over } }) => {
  if (!DIRECTIONS.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const centerX = collisionRect.left + collisionRect.width / 2;
  const candidates: DroppableContainer[] = [];
  for (const entry of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(entry.id);
    if (!rect || entry.id === active.id) continue;
    const isColumn = entry.data.current?.type === 'column';
    const middle = rect.left + rect.width / 2;
    const sameColumn = middle > collisionRect.left && middle < collisionRect.right;
    if (event.code === KeyboardCode.Down && !isColumn && sameColumn && rect.top > collisionRect.top) candidates.push(entry);
    if (event.code === KeyboardCode.Up && !isColumn && sameColumn && rect.top < collisionRect.top) candidates.push(entry);
    if (event.code === KeyboardCode.Left && middle < collisionRect.left) candidates.push(entry);
    if (event.code === KeyboardCode.Right && middle > collisionRect.right) candidates.push(entry);
  }
  if (event.code === KeyboardCode.Left || event.code === KeyboardCode.Right) {
    // Only the nearest column counts, then the card closest to the current height in it.
    const distance = (entry: DroppableContainer) => Math.abs(droppableRects.get(entry.id)!.left + droppableRects.get(entry.id)!.width / 2 - centerX);
    const nearest = Math.min(...candidates.map(distance));
    const inNearest = candidates.filter((entry) => distance(entry) - nearest < 40);
    candidates.splice(0, candidates.length, ...inNearest);
  }
  const collisions = closestCorners({ active, collisionRect, droppableRects, droppableContainers: candidates, pointerCoordinates: null });
  let closestId = getFirstCollision(collisions, 'id');
  if (closestId === over?.id && collisions.length > 1) closestId = collisions[1]!.id;
  if (closestId === null || closestId === undefined) return undefined;
  const rect = droppableContainers.get(closestId)?.rect.current;
  if (!rect) return undefined;
  return droppableContainers.get(closestId)?.data.current?.type === 'column' ? { x: rect.left + 8, y: rect.top + 8 } : { x: rect.left, y: rect.top };
};
