import { forgetLanguageChoice } from '../src/lib/language';
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { resetFakeApi } from '../src/testing/msw/fake-api';
import { server } from '../src/testing/msw/server';

// findBy* and waitFor give up after 1 s by default, which a busy 2-core machine can exceed while MSW answers.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetFakeApi();
  localStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());

// jsdom does not lay out or scroll.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// jsdom has no PointerEvent; a MouseEvent carries the coordinates the swipe handling reads.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

// The shopper's language choice lives in localStorage and a module-level store: each test starts without one.
afterEach(() => forgetLanguageChoice());
