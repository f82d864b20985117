import { expect, it } from 'vitest';
import { PAGE_TOKEN_SKEW_S, suspectBeacon } from './page-token';

it('calls a beacon suspect without a valid page token, or claiming more time on the page than it has existed (ADR 041)', () => {
  expect(suspectBeacon({ tokenAgeS: null, timeOnPageS: 3 })).toBe('unserved_page');
  expect(suspectBeacon({ tokenAgeS: 5, timeOnPageS: 3_600 })).toBe('implausible_duration');
  expect(suspectBeacon({ tokenAgeS: 5, timeOnPageS: 5 + PAGE_TOKEN_SKEW_S })).toBeNull();
  expect(suspectBeacon({ tokenAgeS: 5, timeOnPageS: 6 + PAGE_TOKEN_SKEW_S })).toBe('implausible_duration');
  expect(suspectBeacon({ tokenAgeS: 4_000, timeOnPageS: 3_600 })).toBeNull();
  expect(suspectBeacon({ tokenAgeS: 0, timeOnPageS: undefined })).toBeNull();
});
