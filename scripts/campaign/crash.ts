import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeQuoteRequest } from '#tests/integration/helpers/quote-factories';
import { startServerProcess, type ServerProcess } from '#tests/integration/helpers/server-process';
import { SERVER_READY_WITHIN_MS, pause, runScenario, type ScenarioResult } from './scenario-result';

const STREAMS = 4;

/**
 * Crash: a server on SQLite takes a stream of quotes, is killed with SIGKILL at a
 * random moment, and started again; every quote it acknowledged (201 with its number) must
 * exist after the restart. One run = one kill and the check after the restart.
 */
export function crashScenario({ runs }: { runs: number }): Promise<ScenarioResult> {
  return runScenario('crash: kill -9 under quote load (SQLite)', async (result) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-campaign-crash-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_QUOTES_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    };
    const acknowledged = new Map<string, string>();
    try {
      let server = await startServerProcess(env, { readyWithinMs: SERVER_READY_WITHIN_MS });
      for (let run = 1; run <= runs; run += 1) {
        await sendUntilKilled(server, acknowledged);
        result.runs += 1;
        server = await startServerProcess(env, { readyWithinMs: SERVER_READY_WITHIN_MS });
        const missing = await missingQuotes(server, acknowledged);
        if (missing.length > 0) {
          result.failures += 1;
          result.notes.push(
            `run ${run}: ${missing.length} acknowledged quotes missing after restart (${missing.slice(0, 3).join(', ')})`,
          );
        }
      }
      await server.stop();
      result.notes.push(`${acknowledged.size} acknowledged quotes checked`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** Several streams of quotes until a SIGKILL at a random moment after the first acknowledgement. */
async function sendUntilKilled(server: ServerProcess, acknowledged: Map<string, string>): Promise<void> {
  let alive = true;
  let first: () => void = () => undefined;
  const firstAcknowledged = new Promise<void>((resolve) => (first = resolve));
  const stream = async (streamId: number) => {
    for (let i = 0; alive; i += 1) {
      try {
        const response = await fetch(`${server.url}/api/quotes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            makeQuoteRequest({
              leadInfo: {
                fullName: 'Crash Test',
                email: `crash-${streamId}-${i}-${Date.now()}@example.co.za`,
                phone: '082 555 0000',
              },
            }),
          ),
        });
        if (response.status !== 201) continue;
        // Acknowledged only once the whole reply arrived: a reply cut by the kill was never received.
        const { data } = (await response.json()) as { data: { quoteNumber: string; token: string } };
        acknowledged.set(data.quoteNumber, data.token);
        first();
      } catch {
        // The server died mid-request: that quote was never acknowledged.
      }
    }
  };
  const streams = Array.from({ length: STREAMS }, (_, id) => stream(id));
  await Promise.race([firstAcknowledged, server.exited]);
  await pause(500 + Math.random() * 2500);
  await server.kill();
  alive = false;
  await Promise.all(streams);
}

async function missingQuotes(server: ServerProcess, acknowledged: Map<string, string>): Promise<string[]> {
  const missing: string[] = [];
  for (const [quoteNumber, token] of acknowledged) {
    const response = await fetch(`${server.url}/api/quotes/${token}`);
    const found =
      response.status === 200 &&
      ((await response.json()) as { data: { quoteNumber: string } }).data.quoteNumber === quoteNumber;
    if (!found) missing.push(quoteNumber);
  }
  return missing;
}
