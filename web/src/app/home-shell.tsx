import { renderToString } from 'react-dom/server';
import { FirstScreen } from './first-screen';

/**
 * The home page's first screen (header and hero) as static HTML, written into index.html at build time. The browser
 * paints it before any script has arrived; the first-screen chunk then hydrates the same markup. Other paths drop
 * it before painting. Only synchronous parts belong here: nothing lazy, nothing that suspends.
 */
export const renderHomeShell = (): string => renderToString(<FirstScreen />);
