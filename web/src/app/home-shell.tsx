import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { PageSkeleton } from '../components/ui/skeleton';
import { FirstScreen } from './first-screen';

/**
 * The home page's first screen (header and hero) as static HTML, written into index.html at build time. The browser
 * paints it before any script has arrived; the first-screen chunk then hydrates the same markup. Other paths drop
 * it before painting (see renderPageSkeleton). Only synchronous parts belong here: nothing lazy, nothing that suspends.
 */
export const renderHomeShell = (): string => renderToString(<FirstScreen />);

/**
 * What any other path shows in place of the hero until its page has loaded: the same header with a page skeleton,
 * so the shell appears at once instead of a blank page.
 */
export const renderPageSkeleton = (): string => renderToStaticMarkup(<PageSkeleton />);
