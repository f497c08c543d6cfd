import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast';

/**
 * The markdown subset a message may use. Anything else is unwrapped to its text;
 * raw HTML is never HTML (it is turned into text before rendering, and skipped besides).
 * 'span' is only ever made by rehypeChatText, for @mentions.
 */
export const ALLOWED_ELEMENTS = ['p', 'strong', 'em', 'code', 'pre', 'a', 'br', 'ul', 'ol', 'li', 'blockquote', 'span'] as const;

/** Only web and mail links are links; javascript:, data: and relative URLs are dropped. */
export function safeUrl(url: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null;
}

/** Raw HTML in a message shows as the text that was typed (`<script>` reads as `<script>`). */
export function remarkHtmlAsText() {
  return (tree: MdastRoot) => {
    const visit = (node: { children?: MdastContent[] }) => {
      if (!node.children) return;
      node.children = node.children.map((child): MdastContent => {
        if (child.type !== 'html') {
          visit(child as { children?: MdastContent[] });
          return child;
        }
        const text = { type: 'text' as const, value: child.value };
        // A block of HTML becomes a paragraph of text; inline HTML stays inline.
        return node === tree ? { type: 'paragraph', children: [text] } : (text as unknown as MdastContent);
      });
    };
    visit(tree);
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SKIP = new Set(['code', 'pre', 'a']);
const INLINE_PARENTS = new Set(['p', 'strong', 'em']);

function tokenPattern(names: readonly string[]): RegExp {
  const sorted = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length).map(escapeRegExp);
  const mention = sorted.length ? `|(?<mention>@(?:${sorted.join('|')}))(?![\\p{L}\\p{N}_])` : '';
  return new RegExp(`(?<url>https?:\\/\\/[^\\s<>"'\`]+)${mention}|(?<br>\\n)`, 'gu');
}

/** Drops sentence punctuation that ends a bare URL ('see https://x.org.'). */
function trimUrl(url: string): string {
  return url.replace(/[.,!?;:)\]]+$/, '');
}

/**
 * Chat conveniences on the HTML tree: a single newline is a line break, bare web
 * addresses are links, and '@Name' of a member is a mention (with 'mention-self' for me).
 */
export function rehypeChatText(options: { names: readonly string[]; myName?: string }) {
  const pattern = tokenPattern(options.names);
  const split = (value: string): ElementContent[] => {
    const out: ElementContent[] = [];
    let last = 0;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
      const groups = match.groups ?? {};
      const token = groups.url ? trimUrl(match[0]) : match[0];
      if (match.index > last) out.push({ type: 'text', value: value.slice(last, match.index) });
      if (groups.url) {
        out.push({ type: 'element', tagName: 'a', properties: { href: token }, children: [{ type: 'text', value: token }] });
      } else if (groups.mention) {
        const self = options.myName && token === `@${options.myName}`;
        out.push({ type: 'element', tagName: 'span', properties: { className: self ? ['mention', 'mention-self'] : ['mention'] }, children: [{ type: 'text', value: token }] });
      } else {
        out.push({ type: 'element', tagName: 'br', properties: {}, children: [] });
      }
      last = match.index + token.length;
      pattern.lastIndex = last;
    }
    if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
    return out;
  };
  const visit = (node: Element | HastRoot) => {
    const inline = node.type === 'element' && (INLINE_PARENTS.has(node.tagName) || node.tagName === 'li');
    const next: (RootContent | ElementContent)[] = [];
    for (const child of node.children) {
      if (child.type === 'element') {
        if (!SKIP.has(child.tagName)) visit(child);
        next.push(child);
      } else if (child.type === 'text' && inline) {
        // Whitespace between the blocks of a loose list item is layout, not a line break.
        const layoutOnly = node.type === 'element' && node.tagName === 'li' && !child.value.trim();
        if (layoutOnly) next.push(child);
        else next.push(...split(child.value));
      } else {
        next.push(child);
      }
    }
    node.children = next as typeof node.children;
  };
  return () => (tree: HastRoot) => visit(tree);
}
