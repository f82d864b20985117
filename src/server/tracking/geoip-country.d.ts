// geoip-country ships no types; only the lookup we use is declared.
declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string; name: string } | null };
  export default geoip;
}
