import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppContainer, DEFAULT_API_KEY } from '@licita/application';
import { App } from './app/App';
import './fonts';
import './styles.css';

const container = createAppContainer({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? `${window.location.origin}/api`,
  apiKey: import.meta.env.VITE_API_KEY ?? DEFAULT_API_KEY,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
);
