import { performanceSettingsBodySchema, type PerformanceSettingsBody } from '../../../../domain/performance/credits';
import type { PerformanceSettings } from '../api';

/** The settings as the form holds them: numbers as typed. */
export interface SettingsFormValues {
  recorderRoles: PerformanceSettings['recorderRoles'];
  weekStartsOn: number;
  timeZone: string;
  automaticEnabled: boolean;
  pointsPerStoryPoint: string;
  automaticCategoryId: string;
  /** null: every project. */
  automaticProjectIds: string[] | null;
  recognitionEnabled: boolean;
  monthlyAllowance: string;
  recognitionCategoryId: string;
}

/** Field names are the API's paths ('automaticCredits.categoryId'), so the server's messages find them too. */
export type SettingsFormErrors = Partial<Record<string, string>>;

export function settingsFormValues(settings: PerformanceSettings): SettingsFormValues {
  return {
    recorderRoles: settings.recorderRoles,
    weekStartsOn: settings.weekStartsOn,
    timeZone: settings.timeZone,
    automaticEnabled: settings.automaticCredits.enabled,
    pointsPerStoryPoint: String(settings.automaticCredits.pointsPerStoryPoint),
    automaticCategoryId: settings.automaticCredits.categoryId ?? '',
    automaticProjectIds: settings.automaticCredits.projectIds,
    recognitionEnabled: settings.peerRecognition.enabled,
    monthlyAllowance: String(settings.peerRecognition.monthlyAllowance),
    recognitionCategoryId: settings.peerRecognition.categoryId ?? '',
  };
}

const asNumber = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

export function toSettingsBody(values: SettingsFormValues): Record<string, unknown> {
  return {
    recorderRoles: values.recorderRoles,
    weekStartsOn: values.weekStartsOn,
    timeZone: values.timeZone,
    automaticCredits: {
      enabled: values.automaticEnabled,
      pointsPerStoryPoint: asNumber(values.pointsPerStoryPoint),
      categoryId: values.automaticCategoryId || null,
      projectIds: values.automaticProjectIds,
    },
    peerRecognition: {
      enabled: values.recognitionEnabled,
      monthlyAllowance: asNumber(values.monthlyAllowance),
      categoryId: values.recognitionCategoryId || null,
    },
  };
}

const FIELD_PATHS = [
  'recorderRoles',
  'weekStartsOn',
  'timeZone',
  'automaticCredits.pointsPerStoryPoint',
  'automaticCredits.categoryId',
  'automaticCredits.projectIds',
  'peerRecognition.monthlyAllowance',
  'peerRecognition.categoryId',
];

/** 'automaticCredits.categoryId: Choose …' → that field and 'Choose …'; 'weekStartsOn must be …' stays whole; anything else is 'root'. */
export function settingsFieldOf(message: string): { field: string; message: string } {
  const field = FIELD_PATHS.find((path) => message.startsWith(`${path}: `) || message.startsWith(`${path} must`));
  if (!field) return { field: 'root', message };
  return { field, message: message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
}

export function validateSettings(values: SettingsFormValues): { body: PerformanceSettingsBody } | { errors: SettingsFormErrors } {
  const result = performanceSettingsBodySchema.safeParse(toSettingsBody(values));
  if (result.success) return { body: result.data };
  const errors: SettingsFormErrors = {};
  for (const issue of result.error.issues) {
    const { field, message } = settingsFieldOf(issue.message);
    const path = issue.path.filter((part) => typeof part === 'string').join('.');
    errors[FIELD_PATHS.includes(path) ? path : field] ??= message;
  }
  return { errors };
}
