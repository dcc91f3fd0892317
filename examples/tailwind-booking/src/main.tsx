import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TabibProvider } from '@tabib/hooks';

// Tailwind only: the kit's theme.css is deliberately not imported.
import './styles.css';
import { App } from './App';
import { messages } from './messages';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The API is on another origin: its absolute base, and the site's own texts at hand. */}
    <TabibProvider baseUrl={__TABIB_API_URL__} locale={{ messages, languages: ['fr'] }}>
      <App />
    </TabibProvider>
  </StrictMode>,
);
