import { describe, expect, it } from 'vitest';
import { profileClient } from './client-profile';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('profileClient (ADR 005: what analytics keep of a client)', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    [
      'a headless browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
    ['no user agent at all', ''],
  ])('marks %s as a bot, so it is not counted', (_name, userAgent) => {
    expect(profileClient({ ip: '41.0.0.1', userAgent }).bot).toBe(true);
  });

  it.each([
    [IPHONE, 'mobile', 'Mobile Safari'],
    [IPAD, 'tablet', 'Mobile Safari'],
    [DESKTOP, 'desktop', 'Chrome'],
  ])('reads the device class and browser of a person’s browser (%#)', (userAgent, deviceType, browser) => {
    expect(profileClient({ ip: '41.0.0.1', userAgent })).toMatchObject({ bot: false, deviceType, browser });
  });

  it('finds the country of an IPv4 and an IPv6 address in the shipped GeoLite2 data, and none for a private one', () => {
    // 41.0.0.1 and 2001:4200::1 are South African in the shipped data (AFRINIC blocks).
    expect(profileClient({ ip: '41.0.0.1', userAgent: DESKTOP }).country).toBe('ZA');
    expect(profileClient({ ip: '2001:4200::1', userAgent: DESKTOP }).country).toBe('ZA');
    expect(profileClient({ ip: '192.168.1.10', userAgent: DESKTOP }).country).toBeNull();
    expect(profileClient({ ip: '127.0.0.1', userAgent: DESKTOP }).country).toBeNull();
  });
});
