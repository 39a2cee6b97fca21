import { controlKeyOf, type Handoff } from './handoff';

/** What index.html's guard kept: the first button pressed before any code ran, and its listener. */
export interface ShellInput {
  click?: Element;
  onClick?: (event: MouseEvent) => void;
}

/**
 * From here until the app has rendered, the page on screen is still the one before it: on "/", the hydrated first
 * screen, whose own handlers would act on a hand-over already taken; on any other page, the static header, whose
 * first pressed button index.html's guard kept. The first plain click on a control of it is kept instead and the app
 * presses that control again in its own markup (HandoffReplay). Returns the function that stops keeping.
 */
/** index.html's guard, when the page has one. */
export const shellInput = (): ShellInput | undefined => (window as { __shellInput?: ShellInput }).__shellInput;

export const keepInputDuringRender = (container: HTMLElement, handoff: Handoff): (() => void) => {
  const shell = shellInput();
  if (shell?.onClick) document.removeEventListener('click', shell.onClick, true);
  const keep = (control: Element | null | undefined) => {
    if (control && !handoff.click && !handoff.navigateTo) handoff.click = controlKeyOf(container, control);
  };
  keep(shell?.click);
  handoff.focus ??= controlKeyOf(container, document.activeElement);
  const onClick = (event: MouseEvent) => {
    // A click that opens a new tab or window is the browser's, not the page's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = event.target instanceof Element ? event.target.closest('a[href], button') : null;
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    keep(control);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
};
