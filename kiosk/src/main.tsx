import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setClientChannel } from '@sound-putter/web/api';
import { App } from './app/app';
import './index.css';

setClientChannel('kiosk');

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
