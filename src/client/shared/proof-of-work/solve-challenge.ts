import type { ProofOfWorkChallenge } from '#core/proof-of-work/proof-of-work';

/** Hashes at once: enough to keep WebCrypto busy, few enough that the page stays responsive. */
const BATCH = 256;

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== target.length) return false;
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] !== target[i]) return false;
  return true;
}

/**
 * Finds the number whose SHA-256 after the salt is the challenge (ADR 040), trying 0 up to
 * `maxnumber` with WebCrypto; `null` if none does. Loaded only when a server asks for it,
 * so it costs the configurator's first load nothing (ADR 008).
 */
export async function solveChallenge(challenge: ProofOfWorkChallenge): Promise<number | null> {
  const encoder = new TextEncoder();
  const target = hexBytes(challenge.challenge);
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const count = Math.min(BATCH, challenge.maxnumber - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, offset) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return start + found;
  }
  return null;
}
