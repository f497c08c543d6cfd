import { expect, it } from 'vitest';
import { documentImpl } from './selectorCache';

// setup.ts has already swapped the caches for this file's document, as for every web test file.
it("keeps every style rule's compiled selector, past nwsapi's own limit of 1,000", () => {
  const style = document.createElement('style');
  style.textContent = Array.from({ length: 1500 }, (_, index) => `.rule-${index} { color: red; }`).join('\n');
  document.head.append(style);
  const element = document.createElement('div');
  element.className = 'rule-1499';
  document.body.append(element);

  expect(getComputedStyle(element).color).toBe('rgb(255, 0, 0)');

  const engine = documentImpl(document)?._nwsapiDontThrow as { matchResolvers: { size(): number } };
  expect(engine.matchResolvers.size()).toBeGreaterThanOrEqual(1500);
  style.remove();
  element.remove();
});
