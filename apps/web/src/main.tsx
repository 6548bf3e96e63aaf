// Mantine's globals; each component's styles come with its code (build/mantine-styles.ts).
import 'virtual:mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './lib/i18n/i18n';
import { startClientLogging } from './lib/logging/log';

// Client logs are batched to the API every 5 s and as the page is left (platform §7).
startClientLogging();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
