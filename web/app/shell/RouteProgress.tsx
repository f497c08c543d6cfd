import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ speed: 800, showSpinner: false });

/** The top bar that runs while a route (or its code) is loading. */
export function RouteProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}
