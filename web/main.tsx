import { createRoot } from 'react-dom/client';
import { bootApp } from './app/boot';

bootApp(createRoot(document.getElementById('root')!));
