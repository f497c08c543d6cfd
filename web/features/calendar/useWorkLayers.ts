import { useState } from 'react';
import { readPreference, writePreference } from '../../app/storedPreference';

export type WorkLayer = 'tasks' | 'sprints';
const key = (layer: WorkLayer) => `calendar.layer.${layer}`;

/** The work layer's toggles ('Tasks', 'Sprints'), remembered by this browser; both on at first. */
export function useWorkLayers() {
  const [layers, setLayers] = useState(() => ({ tasks: readPreference(key('tasks')) !== 'off', sprints: readPreference(key('sprints')) !== 'off' }));
  const toggle = (layer: WorkLayer) =>
    setLayers((current) => {
      writePreference(key(layer), current[layer] ? 'off' : 'on');
      return { ...current, [layer]: !current[layer] };
    });
  return { layers, toggle };
}
