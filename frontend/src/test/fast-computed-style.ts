/**
 * A faster `getComputedStyle` for the component tests, with the same answers.
 *
 * jsdom computes an element's style by testing every rule of every style sheet against it
 * (`DOMSelector.check`): its own default sheet and MUI's emotion rules, one per style class (about a
 * thousand once a few screens have rendered). Testing Library's role queries and `toBeVisible` ask
 * for the style of every element they look at and of its parents: in the screen tests two thirds of
 * the time went there. This answers "no match" at once where that is certain from the selector's
 * text: every part of the selector list ends in a compound that names a tag the element is not, or a
 * class the element does not have (`… .a.b:hover` needs the classes a and b; `div:not(…)` a div), or
 * a pseudo-element (jsdom matches none). What is inside brackets and parentheses only narrows a
 * compound, so it is skipped; a selector with an escape, or a part naming neither tag nor class, is
 * left to jsdom, as is every rule the element may match.
 */

/** What the last compound of one selector requires; 'none' when it matches no element (a pseudo-element). */
type Requirement = { tag: string | null; classes: string[] } | 'none';

/** The requirement of each part of `selector`, or null when one of them cannot be said simply. */
function requirements(selector: string): Requirement[] | null {
  if (/[\\]|[^\x20-\x7e]/.test(selector)) return null;
  let text = selector.replace(/\[[^\]]*\]/g, '');
  // Parentheses (nested ones from the inside out): only the text outside them says what is required.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, '');
  }
  if (/[()[\]]/.test(text)) return null;
  const parts: Requirement[] = [];
  for (const part of text.split(',')) {
    if (part.includes('::')) {
      parts.push('none');
      continue;
    }
    const compound = (part.trim().split(/[\s>+~]+/).pop() ?? '').split(':')[0];
    if (/[^\w.#*-]/.test(compound)) return null;
    const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0].toLowerCase() ?? null;
    const classes = [...compound.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
    if (!tag && !classes.length) return null;
    parts.push({ tag, classes });
  }
  return parts;
}

interface ElementImpl {
  localName: string;
  namespaceURI: string | null;
  getAttributeNS(namespace: null, name: string): string | null;
}
interface DomSelector {
  check(selector: string, element: ElementImpl): { match: boolean };
}

const HTML = 'http://www.w3.org/1999/xhtml';

/** True when `element` cannot match any part (certain from the requirements). */
function cannotMatch(parts: Requirement[], element: ElementImpl): boolean {
  const own = ` ${(element.getAttributeNS(null, 'class') ?? '').replace(/\s+/g, ' ')} `;
  return parts.every(
    (part) =>
      part === 'none' ||
      (part.tag !== null && element.namespaceURI === HTML && part.tag !== element.localName) ||
      !part.classes.every((c) => own.includes(` ${c} `)),
  );
}

/** Installs the shortcut on jsdom's selector engine of `doc` (does nothing outside jsdom). */
export function speedUpComputedStyle(doc: Document): void {
  const implSymbol = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  const impl = implSymbol && (doc as unknown as Record<symbol, { _getDOMSelector?: () => DomSelector }>)[implSymbol];
  const engine = impl?._getDOMSelector?.();
  if (!engine) return;
  const check = engine.check.bind(engine);
  const known = new Map<string, Requirement[] | null>();
  engine.check = (selector, element) => {
    let parts = known.get(selector);
    if (parts === undefined) {
      parts = requirements(selector);
      known.set(selector, parts);
    }
    return parts && cannotMatch(parts, element) ? { match: false } : check(selector, element);
  };
}
