import './index.css';
import { startPage } from './app/page-start';
import { applyDocumentLanguage, browserPrefersThai, languageFor, readStoredLanguage } from './lib/language';

// "/" arrives with its first screen prerendered: a small chunk makes it work and the app follows at the first
// input. Every other page (and "/#products", which scrolls below the first screen) starts the app at once, and the
// page's own code and first requests beside it.
// The page's language before anything renders; the prerendered first screen is English, so a Thai page starts the app.
const language = languageFor({
  pathname: window.location.pathname,
  search: window.location.search,
  stored: readStoredLanguage(),
  browserThai: browserPrefersThai(),
});
applyDocumentLanguage(language);
const container = document.getElementById('root') as HTMLElement;
if (language === 'en' && window.location.pathname === '/' && !window.location.hash && container.firstElementChild) {
  void import('./app/first-screen').then(({ startFirstScreen }) => startFirstScreen(container));
} else {
  const app = import('./app/full-app');
  startPage(window.location.pathname);
  void app.then(({ mountPage }) => mountPage(container));
}
