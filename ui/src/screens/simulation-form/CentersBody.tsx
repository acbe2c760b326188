/**
 * The centers table's body: every row while they are few, only the rows near the screen (and a few more each side)
 * beyond WINDOW_FROM, so a tender of 1,000 centers keeps some 30 rows in the page. The rows follow the box that
 * scrolls the page (the layout's <main>), spacer rows keep the table its full height, and the table gives screen
 * readers its real row count.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/** Above this many centers the rows are windowed. */
export const WINDOW_FROM = 100;

/** A row's height before it is measured (an input and its padding; a row with a message is taller). */
const ROW_PX = 44;
// rows rendered beyond each edge of the screen: Tab and Shift+Tab reach them, and focusing one scrolls the page,
// which renders the next ones
const OVERSCAN = 8;

/** Told the index to render, and what the row needs to be measured (its own height sets the spacers). */
export type RenderRow = (index: number, measure?: (el: HTMLTableRowElement | null) => void) => ReactNode;

/** The table body of `count` rows, windowed beyond WINDOW_FROM; `columns` spans the spacer rows. */
export function CentersBody({ count, columns, renderRow }: { count: number; columns: number; renderRow: RenderRow }) {
  if (count <= WINDOW_FROM) return <tbody>{Array.from({ length: count }, (_, i) => renderRow(i))}</tbody>;
  return <WindowedBody count={count} columns={columns} renderRow={renderRow} />;
}

/** A row's measured height; the estimate where there is no layout (a height of 0). */
const rowHeight = (el: Element) => el.getBoundingClientRect().height || ROW_PX;

/** The scrolling box's size; the window's height where there is no layout (a height of 0). */
const boxRect = (instance: Virtualizer<HTMLElement, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: window.innerHeight }));

/** The nearest box that scrolls vertically (the horizontal ScrollRegion does not), else the document's. */
function scrollParent(el: HTMLElement): HTMLElement {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight + 1) return p;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

function WindowedBody({ count, columns, renderRow }: { count: number; columns: number; renderRow: RenderRow }) {
  const body = useRef<HTMLTableSectionElement>(null);
  // the box that scrolls and where the body starts in its content: the virtualizer counts its scroll from there
  const [scroller, setScroller] = useState<{ el: HTMLElement; offset: number } | null>(null);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const box = scrollParent(el);
    setScroller({ el: box, offset: el.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop });
  }, []);
  const offset = scroller?.offset ?? 0;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller?.el ?? null,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: offset,
    measureElement: rowHeight,
    observeElementRect: boxRect,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - offset : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  return (
    <tbody ref={body}>
      {before > 0 && <Spacer height={before} columns={columns} />}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {after > 0 && <Spacer height={after} columns={columns} />}
    </tbody>
  );
}

/** The height of the rows not rendered, hidden from screen readers. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}
