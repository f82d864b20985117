import geoip from 'geoip-country';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import { deviceType } from './device-type';

export interface ClientProfile {
  bot: boolean;
  /** ISO 3166 alpha-2, or null for a private or unknown address. */
  country: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet';
  browser: string | null;
}

// A busy site sees a few hundred distinct user agents; parsing each once keeps ingestion cheap.
const MAX_CACHED_AGENTS = 2000;
const agentCache = new Map<string, Omit<ClientProfile, 'country'>>();

function profileOfAgent(userAgent: string): Omit<ClientProfile, 'country'> {
  const cached = agentCache.get(userAgent);
  if (cached) return cached;
  const parsed = new UAParser(userAgent).getResult();
  const type = parsed.device.type;
  const profile = {
    // No user agent at all is a script, not a browser.
    bot: userAgent === '' || isbot(userAgent),
    deviceType: type === 'mobile' || type === 'tablet' ? type : deviceType(userAgent),
    browser: parsed.browser.name?.slice(0, 40) ?? null,
  };
  if (agentCache.size >= MAX_CACHED_AGENTS) agentCache.clear();
  agentCache.set(userAgent, profile);
  return profile;
}

/**
 * What analytics keep of a client (ADR 005, ANALYTICS-04): the country, looked up in the
 * GeoLite2 data shipped with geoip-country before the address is thrown away; the device
 * class and browser family from the user agent; whether it is a bot. The address and the
 * user agent themselves are never stored.
 */
export function profileClient(options: { ip: string; userAgent: string | undefined }): ClientProfile {
  return { ...profileOfAgent(options.userAgent ?? ''), country: geoip.lookup(options.ip)?.country ?? null };
}
