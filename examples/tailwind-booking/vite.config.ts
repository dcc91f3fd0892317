import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API's absolute base (another origin than this site), fixed at build time: TABIB_API_URL.
const apiUrl = process.env.TABIB_API_URL ?? 'http://127.0.0.1:3000/v1';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __TABIB_API_URL__: JSON.stringify(apiUrl) },
});
