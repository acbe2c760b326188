/**
 * jsdom has no layout: it cannot apply Storybook's "Móvil (390)" viewport (390×844) nor measure a scroll box. The
 * stories test emulates the phone instead:
 * - window.innerWidth/innerHeight answer 390×844 (the sidebar reads innerWidth) and matchMedia evaluates min-/max-width
 *   queries against 390 px, so the components render their mobile layout;
 * - the Tailwind overflow classes get their CSS (the test runs with css: false), so getComputedStyle reports them;
 * - at 390 px every horizontal scroll box is taken as overflowing: its scrollWidth, and the rectangles of its text,
 *   wider than the box. That is what axe's scrollable-region-focusable measures to check that the box can be reached
 *   and scrolled with the keyboard.
 */
/** Móvil (390) of .storybook/preview.tsx; the stories test passes the preview's own figures. */
const MOBILE = { width: 390, height: 844 };

const OVERFLOW_X = ['overflow-x-auto', 'overflow-x-scroll', 'overflow-auto', 'overflow-scroll'];

function matches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, n, unit]) => {
    const px = Number(n) * (unit === 'px' ? 1 : 16);
    return kind === 'min' ? MOBILE.width >= px : MOBILE.width <= px;
  });
}

export function emulateMobileViewport(size: { width: number; height: number } = MOBILE): void {
  Object.assign(MOBILE, size);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: MOBILE.width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: MOBILE.height });
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  const style = document.createElement('style');
  style.textContent = `
    .overflow-auto, .overflow-x-auto { overflow-x: auto; }
    .overflow-scroll, .overflow-x-scroll { overflow-x: scroll; }
    .overflow-auto, .overflow-y-auto { overflow-y: auto; }
    .overflow-scroll, .overflow-y-scroll { overflow-y: scroll; }
  `;
  document.head.append(style);
  // the scroll box's rectangle, and its content's (text ranges) reaching beyond it
  const rect = (width: number, height: number) =>
    ({ x: 0, y: 0, left: 0, top: 0, width, height, right: width, bottom: height, toJSON: () => ({}) }) as DOMRect;
  const boundingRect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return OVERFLOW_X.some((c) => this.classList.contains(c)) ? rect(MOBILE.width - 40, 200) : boundingRect.call(this);
  };
  Range.prototype.getClientRects = () => [rect(MOBILE.width * 3, 20)] as unknown as DOMRectList;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => MOBILE.width - 40 });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return OVERFLOW_X.some((c) => this.classList.contains(c)) ? MOBILE.width * 3 : MOBILE.width - 40;
    },
  });
}
