import type { KioskInfo, KioskVisit } from './kioskApi';

export const TOKEN = 'k'.repeat(40) + '_-9';
export const KIOSK_PATH = `/kiosk/${TOKEN}`;
export const API = `/api/kiosk/${TOKEN}`;

export const INFO: KioskInfo = {
  organizationName: 'Demo Inc',
  kioskName: 'Front desk',
  agreementText: 'Visitors keep what they see confidential.',
  requireApproval: true,
  photoEnabled: false,
};

export const VISIT: KioskVisit = {
  _id: '0b7c6a4e-5f51-4d8e-9a59-6c1f7e0c2a11',
  visitorName: 'Grace Hopper',
  company: 'Navy Labs',
  hostName: 'Ada Lovelace',
  status: 'expected',
  signedInAt: null,
  signedOutAt: null,
};

export const HOSTS = [
  { _id: '6a0d7c63-1d2b-4c55-8f0e-0f4f3c6f7b01', name: 'Ada Lovelace', avatar: null },
  { _id: '6a0d7c63-1d2b-4c55-8f0e-0f4f3c6f7b02', name: 'Adam Smith', avatar: null },
];

export const signedIn = (visit: KioskVisit): KioskVisit => ({ ...visit, status: 'signedIn', signedInAt: '2026-11-26T09:00:00.000Z' });
