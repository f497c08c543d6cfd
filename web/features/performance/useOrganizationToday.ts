import { dayInZone } from '../../../domain/performance/periods';
import { browserTimeZone } from '../../../domain/profile/profile';
import { usePerformanceSettings } from './api';

/** Today in the organisation's time zone (the settings'), which is what 'not in the future' means to the server. */
export function useOrganizationToday(): string {
  const settings = usePerformanceSettings();
  return dayInZone(new Date(), settings.data?.data.timeZone ?? browserTimeZone());
}
