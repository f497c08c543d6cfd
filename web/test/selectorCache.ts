import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of an nwsapi cache that the engine calls: a plain object, its methods looked up at each call. */
interface SelectorCache {
  get(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): unknown;
  clear(): void;
  size(): number;
}

const CACHE_NAMES = ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers'] as const;

/** jsdom's own object behind the page's `document`, where it keeps the selector engines. */
export function documentImpl(document: Document): Record<string, unknown> | null {
  const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js') as { implForWrapper(wrapper: unknown): Record<string, unknown> | null };
  return implForWrapper(document);
}

/** Gives each of an engine's caches an unbounded map in place of its LRU; the engine is returned. */
function withUnboundCaches(engine: unknown): unknown {
  for (const name of CACHE_NAMES) {
    const cache = (engine as Record<string, SelectorCache | undefined> | undefined)?.[name];
    if (typeof cache?.set !== 'function') continue;
    const entries = new Map<string, unknown>();
    cache.get = (key) => entries.get(key);
    cache.has = (key) => entries.has(key);
    cache.set = (key, value) => (entries.set(key, value), value);
    cache.clear = () => entries.clear();
    cache.size = () => entries.size;
  }
  return engine;
}

/**
 * jsdom's selector engine (nwsapi, since 2.2.25) keeps its compiled selectors in an LRU of 1,000.
 * getComputedStyle (which every role query's accessible-name and hidden checks call, element by
 * element) tests an element against every style rule in the document, in order. Within a test file
 * the app's MUI styles pass 1,000 rules, and from then on each selector is evicted just before it is
 * needed again: every match recompiles every selector, and a file's later tests ran 2-3 times as
 * long as its first (InviteDialog.test: 22 s against 10 s; one timed out on CI). Here the same caches
 * keep every selector, as nwsapi did before 2.2.25 (its 2.2.24 is not an option: it mis-matches
 * selectors the profile page relies on). A compiled selector depends on its text and the engine's
 * settings (a change of which clears the caches), never on the DOM.
 *
 * jsdom makes its engines lazily, per document (living/helpers/selectors.js), so the caches are
 * swapped as jsdom stores each one. If jsdom stops storing them there, nothing happens but the slowness.
 */
export function keepEveryCompiledSelector(document: Document): void {
  const impl = documentImpl(document);
  if (!impl) return;
  for (const property of ['_nwsapi', '_nwsapiDontThrow']) {
    let engine = withUnboundCaches(impl[property]);
    Object.defineProperty(impl, property, {
      configurable: true,
      get: () => engine,
      set: (value: unknown) => {
        engine = withUnboundCaches(value);
      },
    });
  }
}
