import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@tabib/ui/theme.css';

import './app.css';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');

try {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
} catch (error) {
  // spec §8: a bootstrap failure is logged as a console error.
  console.error('Bootstrap failed', error);
}
