/**
 * A faster `getComputedStyle(element).display`, `.visibility` and `.pointerEvents` for the component
 * tests, with the same answers.
 *
 * Testing Library's role queries compute each candidate's accessible name (dom-accessibility-api),
 * which asks every node of the element for its computed style to know whether it is hidden
 * (`display` and `visibility` only); user-event asks every ancestor of what it clicks for
 * `pointer-events`. jsdom answers by applying every declaration of every matching
 * rule (MUI's emotion rules declare dozens each, borders and paddings expanded into longhands): a
 * third of the screen tests' time went there. Here these properties are cascaded on their own,
 * with jsdom's own rules (its default sheet, then the document's sheets in order, media rules that
 * apply, `!important` first, then the higher or equal specificity, then the inline style) and only
 * over the rules that declare them; a keyword is its own computed value, no value the property's initial
 * one or, for an inherited property, the parent's. Any other value (a global keyword such as
 * `inherit` or `unset`), every other property and a pseudo-element go to jsdom's full computation. The answers are kept as long as jsdom keeps its own style cache (it
 * replaces it on any change of the document). `fast-visibility.test.tsx` compares both on screens.
 */
import { createRequire } from 'node:module';

/** The properties answered here, by the name a style object has for them. */
const FAST = new Map([
  ['display', 'display'],
  ['visibility', 'visibility'],
  ['pointer-events', 'pointer-events'],
  ['pointerEvents', 'pointer-events'],
]);
/** Their CSS names. */
const CSS_NAMES = new Set(FAST.values());

type Impl = Record<string, unknown> & {
  _ownerDocument: DocImpl;
  _globalObject: unknown;
  parentElement: Impl | null;
  style: DeclImpl;
};
interface DocImpl {
  _styleCache: WeakMap<object, unknown>;
  styleSheets: { _list: SheetImpl[] };
  _getDOMSelector(): { check(selector: string, element: Impl): { match: boolean; ast?: unknown; pseudoElement?: unknown } };
}
interface DeclImpl {
  getPropertyValue(p: string): string;
  getPropertyPriority(p: string): string;
  setProperty(p: string, v: string, priority?: string): void;
}
interface RuleImpl {
  selectorText: string;
  style: DeclImpl;
  media: { _list: unknown };
  cssRules: { _list: RuleImpl[] };
  styleSheet: SheetImpl | null;
}
interface SheetImpl {
  cssRules: { _list: RuleImpl[] };
}

/** jsdom's own `getComputedStyle`, once the shortcut is installed (the test compares both). */
export let jsdomComputedStyle: Window['getComputedStyle'] | undefined;

/** Installs the shortcut on `win.getComputedStyle` (does nothing outside jsdom 29's internals). */
export function speedUpVisibility(win: Window): void {
  const implSymbol = Object.getOwnPropertySymbols(win.document).find((s) => s.description === 'impl');
  if (!implSymbol) return;
  let jsdom: (path: string) => Record<string, (...args: never[]) => unknown>;
  try {
    jsdom = createRequire(createRequire(import.meta.url).resolve('jsdom/package.json'));
    jsdom('./lib/jsdom/living/css/helpers/computed-style.js');
  } catch {
    return;
  }
  const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');
  const { parseStyleSheet } = jsdom('./lib/jsdom/living/css/helpers/css-parser.js');
  const { evaluateMediaList } = jsdom('./lib/jsdom/living/css/MediaList-impl.js');
  const { isGlobalKeyword } = jsdom('./lib/jsdom/living/css/helpers/css-values.js');
  const isImport = jsdom('./lib/generated/idl/CSSImportRule.js').isImpl as unknown as (rule: unknown) => boolean;
  const isMedia = jsdom('./lib/generated/idl/CSSMediaRule.js').isImpl as unknown as (rule: unknown) => boolean;
  const isStyle = jsdom('./lib/generated/idl/CSSStyleRule.js').isImpl as unknown as (rule: unknown) => boolean;
  const definition = jsdom('./lib/jsdom/living/css/helpers/css-values.js').getPropertyDefinition as unknown as (p: string) => { initial?: string; inherited?: string };
  const initial = (p: string) => definition(p).initial ?? '';
  const Specificity = (jsdom('@bramus/specificity') as unknown as { default: SpecificityLib }).default;
  const defaultText = fs.readFileSync(createRequire(import.meta.url).resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8');
  let defaultSheet: SheetImpl | undefined;

  /** The rules of `sheet` that apply (style rules, those of applying media rules and imports), in order. */
  function* rulesOf(sheet: SheetImpl): Generator<RuleImpl> {
    for (const rule of sheet.cssRules._list) {
      if (isImport(rule)) {
        if (rule.styleSheet !== null && evaluateMediaList(rule.media._list as never)) yield* rule.styleSheet.cssRules._list;
      } else if (isMedia(rule)) {
        if (evaluateMediaList(rule.media._list as never)) yield* rule.cssRules._list;
      } else if (isStyle(rule)) yield rule;
    }
  }

  /**
   * The rules of `sheet` that declare `p`, in order; kept per sheet while its number of rules stays
   * the same (style elements' sheets are replaced when their text changes; emotion's speedy mode
   * only appends).
   */
  const index = new WeakMap<SheetImpl, { size: number; byProperty: Map<string, RuleImpl[]> }>();
  function declaring(sheet: SheetImpl, p: string): RuleImpl[] {
    let known = index.get(sheet);
    if (!known || known.size !== sheet.cssRules._list.length) index.set(sheet, (known = { size: sheet.cssRules._list.length, byProperty: new Map() }));
    let rules = known.byProperty.get(p);
    if (!rules) known.byProperty.set(p, (rules = [...rulesOf(sheet)].filter((rule) => rule.style.getPropertyValue(p) !== '')));
    return rules;
  }

  /** The cascaded (specified) value of `p` on `el`, '' when no rule declares it: jsdom's handleProperty for one property. */
  function cascaded(el: Impl, p: string): string {
    const doc = el._ownerDocument;
    defaultSheet ??= parseStyleSheet(defaultText as never, el._globalObject as never) as SheetImpl;
    const selector = doc._getDOMSelector();
    let value = '';
    let important = false;
    let best: unknown = null;
    for (const sheet of [defaultSheet, ...doc.styleSheets._list]) {
      for (const rule of declaring(sheet, p)) {
        const v = rule.style.getPropertyValue(p);
        const { match, ast, pseudoElement } = selector.check(rule.selectorText, el);
        if (!match || pseudoElement) continue;
        const priority = rule.style.getPropertyPriority(p);
        if (priority) {
          value = v;
          important = true;
        } else if (!important) {
          const specificity = Specificity.max(...Specificity.calculate(ast)).value;
          if (best === null || Specificity.compare(specificity, best) >= 0) {
            best = specificity;
            value = v;
          }
        }
      }
    }
    const inline = el.style.getPropertyValue(p);
    if (inline !== '' && (!important || el.style.getPropertyPriority(p))) value = inline;
    return value;
  }

  const answers = new WeakMap<object, WeakMap<Impl, Map<string, string | null>>>();
  /** The computed value of `p` (one of {@link CSS_NAMES}) on `el`, or null: jsdom's full computation answers. */
  function fast(el: Impl, p: string): string | null {
    const generation = el._ownerDocument._styleCache;
    let known = answers.get(generation);
    if (!known) answers.set(generation, (known = new WeakMap()));
    let own = known.get(el);
    if (!own) known.set(el, (own = new Map<string, string | null>()));
    if (own.has(p)) return own.get(p)!;
    const value = cascaded(el, p);
    let answer: string | null;
    if (isGlobalKeyword(value as never)) answer = null;
    else if (value === '' && definition(p).inherited === 'yes' && el.parentElement) answer = fast(el.parentElement, p);
    else if (value === '') answer = initial(p);
    // A keyword is its own computed value; anything else is left to jsdom.
    else answer = /^-?[a-z]+(-[a-z]+)*$/.test(value) ? value : null;
    own.set(p, answer);
    return answer;
  }

  const original = win.getComputedStyle.bind(win);
  jsdomComputedStyle = original;
  win.getComputedStyle = function getComputedStyle(element: Element, pseudoElement?: string | null) {
    const el = (element as unknown as Record<symbol, Impl> | null)?.[implSymbol];
    if (pseudoElement || !el || !('_ownerDocument' in el)) return original(element, pseudoElement);
    let full: CSSStyleDeclaration | undefined;
    const all = () => (full ??= original(element));
    /** The computed value of the CSS property `name` (dashed, as getPropertyValue takes it). */
    const value = (name: string) => (CSS_NAMES.has(name) ? fast(el, name) : null) ?? all().getPropertyValue(name);
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, prop) {
        if (prop === 'getPropertyValue') return value;
        const p = typeof prop === 'string' ? FAST.get(prop) : undefined;
        if (p) return value(p);
        const v: unknown = Reflect.get(all(), prop);
        return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(all()) : v;
      },
      has: (_, prop) => Reflect.has(all(), prop),
      ownKeys: () => Reflect.ownKeys(all()),
      getOwnPropertyDescriptor: (_, prop) => {
        const d = Reflect.getOwnPropertyDescriptor(all(), prop);
        return d && { ...d, configurable: true };
      },
      getPrototypeOf: () => Object.getPrototypeOf(all()) as object | null,
    });
  } as typeof win.getComputedStyle;
}

interface SpecificityLib {
  calculate(ast: unknown): Array<{ value: unknown }>;
  max(...s: Array<{ value: unknown }>): { value: unknown };
  compare(a: unknown, b: unknown): number;
}
