import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
// From react-router/dom: the one that can apply a navigation with ReactDOM.flushSync when asked.
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from './api/queryClient';
import { createAppRouter } from './router';
import { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';

function Toasts() {
  const { mode } = useThemeMode();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      theme={mode === 'dark' ? 'dark' : 'light'}
      style={{ top: 58 }}
    />
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
        <Toasts />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
