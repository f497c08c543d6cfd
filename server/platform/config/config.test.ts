import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives safe defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.SESSION_TTL).toBe(30 * 86400);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses durations, flags and ICE servers', () => {
    const config = loadConfig({
      SESSION_TTL: '12h',
      SEED_DEMO: 'false',
      ICE_SERVERS: '[{"urls":"turn:turn.example.com","username":"u","credential":"c"}]',
    });
    expect(config.SESSION_TTL).toBe(12 * 3600);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.ICE_SERVERS?.[0]?.urls).toBe('turn:turn.example.com');
  });

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be a number (got "abc")'],
    ['PORT', '70000', 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    ['DATABASE_URL', 'mysql://x', 'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://x")'],
    ['SEED_DEMO', 'maybe', 'Invalid configuration: SEED_DEMO must be true or false (got "maybe")'],
    ['SESSION_TTL', 'forever', 'Invalid configuration: SESSION_TTL must be a duration such as 3600, 90m, 12h or 30d (got "forever")'],
    ['STRIPE_API_URL', 'localhost:12111', 'Invalid configuration: STRIPE_API_URL must be a URL starting with http:// or https:// (got "localhost:12111")'],
  ])('rejects %s=%s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ SUPER_ADMIN_PASSWORD: 'short' })).toThrow(
      'Invalid configuration: SUPER_ADMIN_PASSWORD must be at least 8 characters',
    );
    try {
      loadConfig({ SUPER_ADMIN_PASSWORD: 'short' });
    } catch (error) {
      expect(String(error)).not.toContain('short"');
    }
  });

  it('never echoes the metrics token', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(new ConfigError('Invalid configuration: METRICS_TOKEN must be at least 16 characters'));
  });

  it('needs the webhook secret whenever Stripe is configured', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/);
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://localhost:12111' });
    expect(config.STRIPE_API_URL).toBe('http://localhost:12111');
  });
});
