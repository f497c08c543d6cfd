import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
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
