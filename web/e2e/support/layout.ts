import type { Page } from 'playwright-core';

/** Controls in the viewport whose centre another element covers (elementFromPoint hit-testing). */
export const coveredControls = (page: Page, within = 'body') =>
  page.evaluate((rootSelector) => {
    const covered: string[] = [];
    // Content scrolling under the sticky header is expected; covering is judged below it (and for the header itself).
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    // The phone's sticky price bar is the same at the bottom edge: options scroll under it, and it goes away once
    // they have scrolled past, so nothing stays hidden behind it.
    const stickyBar = document.querySelector('[data-testid="sticky-price-bar"]');
    const stickyBarTop = stickyBar?.getBoundingClientRect().top ?? Infinity;
    // The floating cart button sits in the margin beside the page's column (issue 34): nothing is forgiven to it.
    const root = document.querySelector(rootSelector) ?? document.body;
    const controls = root.querySelectorAll<HTMLElement>('a[href], button, input:not(.sr-only), select, textarea');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Visually hidden parts (the skip link until focused) take no room and cannot be covered.
      if (box.width < 2 || box.height < 2 || control.closest('.sr-only')) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      if (y < headerBottom && !control.closest('header')) continue;
      if (y > stickyBarTop && !stickyBar?.contains(control)) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && !control.contains(hit) && !hit.contains(control)) {
        covered.push(
          `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30) || control.getAttribute('aria-label')}" under ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}`,
        );
      }
    }
    return covered;
  }, within);

/**
 * Words in the header that something else lies on: the shop's name, the tagline, the page links and the language
 * switch. Their text itself is hit-tested (a Range's box, at its two ends and middle), not their element's box: a
 * name that overflows its shrunken box onto the next control has a box that nothing covers.
 */
export const coveredHeaderText = (page: Page) =>
  page.evaluate(() => {
    const covered: string[] = [];
    const header = document.querySelector('header');
    if (!header) return covered;
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || owner.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(owner).visibility === 'hidden') continue;
      const y = box.top + box.height / 2;
      for (const x of [box.left + 1, box.left + box.width / 2, box.right - 1]) {
        if (x < 0 || x >= window.innerWidth) {
          covered.push(`header text "${node.textContent.trim().slice(0, 30)}" runs off the screen`);
          break;
        }
        const hit = document.elementFromPoint(x, y);
        if (hit && !owner.contains(hit) && !hit.contains(owner)) {
          covered.push(
            `header text "${node.textContent.trim().slice(0, 30)}" under ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}`,
          );
          break;
        }
      }
    }
    return covered;
  });

/**
 * Scrolls the page from top to bottom, a screen at a time, and lists what is wrong on the way: horizontal overflow
 * and controls another element covers (hit-testing). Sections that render on approach are judged too.
 */
export const layoutFaults = async (page: Page, within = 'body'): Promise<string[]> => {
  const faults: string[] = [];
  const judge = async () => {
    const { overflow, scrollY } = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      scrollY: Math.round(window.scrollY),
    }));
    if (overflow > 0) faults.push(`${overflow} px of horizontal overflow at y=${scrollY}`);
    for (const covered of await coveredControls(page, within)) faults.push(`${covered} at y=${scrollY}`);
    if (scrollY === 0) faults.push(...(await coveredHeaderText(page)));
  };
  for (let step = 0; step < 40; step++) {
    await judge();
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (done) {
      // At the bottom, nothing may stay covered (the floating cart button included).
      await judge();
      break;
    }
  }
  return faults;
};

/**
 * Elements matching `selector` (content, not only controls: option prices, headings, menu items) that something
 * else lies on: their centre and four inset corners are hit-tested. Judged as coveredControls does (below the
 * sticky header, above the phone's price bar), except that nothing is forgiven to the floating cart button or to
 * notices, at any scroll position.
 */
export const coveredElements = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const covered: string[] = [];
    const header = document.querySelector('header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const stickyBarTop =
      document.querySelector('[data-testid="sticky-price-bar"]')?.getBoundingClientRect().top ?? Infinity;
    for (const element of document.querySelectorAll<HTMLElement>(sel)) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(element).visibility === 'hidden') continue;
      const inHeader = Boolean(header?.contains(element));
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ];
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        if (!inHeader && (y < headerBottom || y > stickyBarTop)) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !element.contains(hit) && !hit.contains(element)) {
          covered.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" under ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)} (${hit.closest('[data-testid="toast"]') ? 'a notice' : hit.closest('[data-control="floating-cart"]') ? 'the floating cart' : 'other'})`,
          );
          break;
        }
      }
    }
    return covered;
  }, selector);
