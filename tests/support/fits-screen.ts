import type { Page } from 'playwright-core';
import { settled } from './settled.ts';

/**
 * What of the page's main area sticks out of the screen sideways, outside any scrolling container:
 * on a phone that is a page that scrolls sideways or a control cut at the edge. Returns the
 * document's scroll width and up to five offending elements, described for an assertion message.
 */
function offScreenParts(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      let parent = element.parentElement;
      let inScroller = false;
      while (parent && parent.tagName !== 'MAIN') {
        if (scrolls(parent)) inScroller = true;
        parent = parent.parentElement;
      }
      if (inScroller || getComputedStyle(element).visibility === 'hidden') continue;
      found.push(`${element.tagName.toLowerCase()} "${(element as HTMLElement).innerText?.slice(0, 40).replace(/\s+/g, ' ')}" [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, found: found.slice(0, 5) };
  });
}

/** Fails, naming what sticks out, when the page scrolls sideways or a part of its main area is cut at the edge. */
export async function expectFitsScreen(page: Page, label: string) {
  // Measured as it settles after a change of size: a toast or a panel still moving in is not the layout.
  await settled(page);
  const { width, scrollWidth, found } = await offScreenParts(page);
  if (scrollWidth > width || found.length > 0) {
    throw new Error(`${label} does not fit ${width} px: the page is ${scrollWidth} px wide${found.length ? `; outside the screen: ${found.join('; ')}` : ''}`);
  }
}
