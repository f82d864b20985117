/**
 * Coarse device class from the User-Agent header, all the dashboards need (ANALYTICS-17
 * "device breakdown"); the header itself is never stored.
 */
export function deviceType(userAgent: string | undefined): 'desktop' | 'mobile' | 'tablet' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  return 'desktop';
}
