import type { Handoff } from './handoff';
import { keepInputDuringRender } from './input-during-render';

/** The page before the app: a header button named by `data-control`, a link, and what the page's own code hears. */
const page = () => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" data-control="menu">Open menu</button>
      <a href="/how-to-order">How to Order</a>
    </div>
    <button type="button" id="outside">Elsewhere</button>`;
  const container = document.getElementById('root')!;
  const heard: string[] = [];
  container.addEventListener('click', (event) => heard.push((event.target as Element).textContent ?? ''));
  return { container, heard, menu: container.querySelector('button')!, link: container.querySelector('a')! };
};

const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('a click while the app renders over the page before it', () => {
  afterEach(() => {
    delete (window as { __shellInput?: unknown }).__shellInput;
  });

  it("is kept for the app to press again, and the old page's own handlers do not act on it", () => {
    const { container, heard, menu, link } = page();
    // Positive control: the page's own code hears clicks before keeping starts.
    click(menu);
    expect(heard).toEqual(['Open menu']);

    const handoff: Handoff = {};
    const stop = keepInputDuringRender(container, handoff);
    const kept = click(menu);
    expect(kept.defaultPrevented).toBe(true);
    expect(handoff.click).toEqual({ signature: 'control|menu', index: 0 });
    // Only the first one counts: the shopper's first intent.
    expect(click(link).defaultPrevented).toBe(true);
    expect(handoff.click).toEqual({ signature: 'control|menu', index: 0 });
    expect(heard).toEqual(['Open menu']);

    stop();
    click(link);
    expect(heard).toEqual(['Open menu', 'How to Order']);
  });

  it("keeps a link too (on the home page's first screen its own handler would act on a hand-over already taken)", () => {
    const { container, link } = page();
    const handoff: Handoff = {};
    const stop = keepInputDuringRender(container, handoff);
    click(link);
    stop();
    expect(handoff.click).toEqual({ signature: 'A|/how-to-order||How to Order', index: 0 });
  });

  it('leaves alone a click that opens a new tab, one outside the app, and one after a link the first screen followed', () => {
    const { container, heard, link } = page();
    const handoff: Handoff = {};
    const stop = keepInputDuringRender(container, handoff);
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link, { button: 1 }).defaultPrevented).toBe(false);
    expect(click(document.getElementById('outside')!).defaultPrevented).toBe(false);
    expect(heard).toEqual(['How to Order', 'How to Order']);
    expect(handoff.click).toBeUndefined();
    stop();

    const headed: Handoff = { navigateTo: '/about' };
    const stopHeaded = keepInputDuringRender(container, headed);
    click(link);
    stopHeaded();
    expect(headed).toEqual({ navigateTo: '/about', focus: undefined });
  });

  it("takes over the button index.html's guard kept before the app's code arrived, and stops the guard", () => {
    const { container, menu, link } = page();
    const guard = jest.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', guard, true);
    click(menu);
    expect(guard).toHaveBeenCalledTimes(1);
    (window as { __shellInput?: unknown }).__shellInput = { click: menu, onClick: guard };
    const handoff: Handoff = {};
    const stop = keepInputDuringRender(container, handoff);
    expect(handoff.click).toEqual({ signature: 'control|menu', index: 0 });
    click(link);
    stop();
    expect(guard).toHaveBeenCalledTimes(1);
    expect(handoff.click).toEqual({ signature: 'control|menu', index: 0 });
  });
});

describe('a kept click on a link the app has not drawn yet', () => {
  it('names the address the link was going to, and nothing for a button or a named control', async () => {
    const { controlKeyOf, linkTargetOf } = await import('./handoff');
    const { container, menu, link } = page();
    expect(linkTargetOf(controlKeyOf(container, link)!)).toBe('/how-to-order');
    expect(linkTargetOf(controlKeyOf(container, menu)!)).toBeUndefined();
    expect(linkTargetOf({ signature: 'BUTTON|||Add to Cart', index: 0 })).toBeUndefined();
  });
});
