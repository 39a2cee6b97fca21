import './index.css';

// "/" arrives with its first screen prerendered: a small chunk makes it work and the app follows at the first
// input. Every other page (and "/#products", which scrolls below the first screen) starts the app at once.
const container = document.getElementById('root') as HTMLElement;
if (window.location.pathname === '/' && !window.location.hash && container.firstElementChild) {
  void import('./app/first-screen').then(({ startFirstScreen }) => startFirstScreen(container));
} else {
  void import('./app/full-app').then(({ mountFullApp }) => mountFullApp(container));
}
