import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLazyAppContainer } from '@licita/application';
import { App } from './app/App';
import { loadRuntimeConfig } from './runtime-config';
import { gateLazyParts } from './app/screen-gate';
import './fonts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  ({ apiBaseUrl, apiKey }) => {
    const { container, areasReady } = createLazyAppContainer({ baseUrl: apiBaseUrl, apiKey });
    gateLazyParts(areasReady);
    root.render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <main className="flex min-h-screen items-center justify-center p-8 text-center text-slate-700">
        <div>
          <p className="text-lg font-semibold">No se ha podido cargar la configuración de la aplicación.</p>
          <p className="mt-2">Comprueba la conexión con el servidor y vuelve a cargar la página.</p>
        </div>
      </main>,
    );
  },
);
