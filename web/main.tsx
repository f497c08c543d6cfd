import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/api/queryClient';
import { App } from './app/App';
import { startFirstRequests } from './app/firstRequests';

const queryClient = createQueryClient();
// Before React and the router load the page's modules: who is signed in, and the page's answers.
startFirstRequests(queryClient, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
