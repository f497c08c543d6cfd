import { visitorSettingsBodySchema, type VisitorSettings, type VisitorSettingsBody } from '../../../../domain/visitors/visits';

/** The settings as the form holds them: the numbers as typed, '' for never / keep forever. */
export interface SettingsFormValues extends Omit<VisitorSettings, 'signOutReminderHours' | 'retentionDays'> {
  signOutReminderHours: string;
  retentionDays: string;
}
export type SettingsFormErrors = Partial<Record<keyof VisitorSettings | 'root', string>>;

export function settingsFormValues(settings: VisitorSettings): SettingsFormValues {
  return { ...settings, signOutReminderHours: settings.signOutReminderHours === null ? '' : String(settings.signOutReminderHours), retentionDays: settings.retentionDays === null ? '' : String(settings.retentionDays) };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

const PREFIXED = /^([A-Za-z]+)(?::\s|\s+must\b)/;

/** A message 'retentionDays must be …' under its field, with the field's own words; anything else above the form. */
export function settingsFieldOf(message: string, path?: string): { field: keyof SettingsFormErrors; message: string } {
  const name = path || PREFIXED.exec(message)?.[1];
  const fields: string[] = ['agreementText', 'requireApproval', 'photoEnabled', 'autoSignOut', 'signOutReminderHours', 'retentionDays', 'timeZone'];
  if (!name || !fields.includes(name)) return { field: 'root', message };
  const rest = message.startsWith(`${name}: `) ? message.slice(name.length + 2) : message.replace(new RegExp(`^${name}\\s+`), '');
  return { field: name as keyof VisitorSettings, message: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

export function validateSettings(values: SettingsFormValues): { body: VisitorSettingsBody } | { errors: SettingsFormErrors } {
  const result = visitorSettingsBodySchema.safeParse({ ...values, signOutReminderHours: numberOrNull(values.signOutReminderHours), retentionDays: numberOrNull(values.retentionDays) });
  if (result.success) return { body: result.data };
  const errors: SettingsFormErrors = {};
  for (const issue of result.error.issues) {
    const { field, message } = settingsFieldOf(issue.message, String(issue.path[0] ?? ''));
    errors[field] ??= message;
  }
  return { errors };
}
