import { Outlet } from 'react-router';
import { useSessionEndHandler } from '../session/useSessionEndHandler';
import { RouteProgress } from './RouteProgress';

export function RootLayout() {
  const leaving = useSessionEndHandler();
  return (
    <>
      <RouteProgress />
      {!leaving && <Outlet />}
    </>
  );
}
