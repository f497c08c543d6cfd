import { useLayoutEffect, useState } from 'react';

/**
 * The height from an element's top to the bottom of the window, so a board or a long list
 * scrolls inside itself (headers stay put) on any page layout. Measured when the element
 * appears and on every resize. Returns a callback ref to put on the element.
 */
export function useFillHeight<T extends HTMLElement>(gap = 16, min = 360) {
  const [element, setElement] = useState<T | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.round(window.innerHeight - top - gap)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, gap, min]);
  return { ref: setElement, height };
}
