import { formatDateTime } from '../../../core/dates';
import { Button } from '../../shared/ui/button';
import { ChangeList } from './change-list';
import { serverMessage } from './server-error';
import type { usePriceBook, VersionSummary } from './use-price-book';

/** Issue 15 item 2: every version, who made it, when, why and what changed; an owner may restore one. */
export function PriceHistory({
  versions,
  currentVersion,
  isOwner,
  restore,
}: {
  versions: VersionSummary[];
  currentVersion: number;
  isOwner: boolean;
  restore: ReturnType<typeof usePriceBook>['restore'];
}) {
  return (
    <section aria-labelledby="history-heading" className="mt-6 rounded-lg border border-line bg-card p-4">
      <h2 id="history-heading" className="mb-2 text-lg font-semibold">
        History
      </h2>
      {restore.error ? (
        <p role="alert" className="text-sm text-red-800">
          {serverMessage(restore.error)}
        </p>
      ) : null}
      <ol className="space-y-3">
        {versions.map((version) => (
          <li key={version.version} className="border-t border-line pt-2">
            <details>
              <summary className="cursor-pointer text-sm">
                <span className="font-medium">Version {version.version}</span> · {formatDateTime(new Date(version.createdAt))} · {version.createdBy ?? 'seed'}
                {version.reason ? ` · “${version.reason}”` : ''} · {version.changes.length} change{version.changes.length === 1 ? '' : 's'}
              </summary>
              <div className="mt-2 pl-4">
                <ChangeList changes={version.changes} />
                {isOwner && version.version !== currentVersion ? (
                  <Button variant="secondary" size="sm" className="mt-2" disabled={restore.isPending} onClick={() => restore.mutate({ version: version.version, base: currentVersion })}>
                    Restore version {version.version}
                  </Button>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
