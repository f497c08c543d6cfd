import { Outlet } from 'react-router';
import { useSessionEndHandler } from '../session/useSessionEndHandler';
import { useDocumentTitle } from './documentTitle';
import { RouteProgress } from './RouteProgress';

export function RootLayout() {
  const leaving = useSessionEndHandler();
  useDocumentTitle();
  return (
    <>
      <RouteProgress />
      {!leaving && <Outlet />}
    </>
  );
}
