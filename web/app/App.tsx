import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// From react-router/dom: the one that can apply a navigation with ReactDOM.flushSync when asked.
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import { ThemeModeProvider } from './ThemeModeProvider';
import { Toasts } from './Toasts';

export function App({ queryClient }: { queryClient: QueryClient }) {
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
