import { createContext, useContext, useSyncExternalStore } from 'react';
import { callController, type CallController, type CallSnapshot } from './callController';

/** The app's call controller; tests provide their own with fake media and peers. */
export const CallControllerContext = createContext<CallController>(callController);

export function useCallController(): CallController {
  return useContext(CallControllerContext);
}

/** The ringing prompt and the call of this tab, re-rendering on every change. */
export function useCallSnapshot(): CallSnapshot {
  const controller = useCallController();
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}
