import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '#core/dates';
import type { PriceBookVersionSummary } from '#core/price-book-admin/price-book-content';
import { cx } from '#client/shared/cx';
import { Button } from '#client/shared/ui/button';
import { ChangeList } from './change-list';
import { SECTION_SCROLL_MARGIN } from './section-nav';
import { serverMessage } from './server-error';
import type { usePriceBook } from './use-price-book';

type Restore = ReturnType<typeof usePriceBook>['restore'];

/** Restoring changes live prices, so it is asked twice; Cancel puts the focus back where it was. */
function RestoreVersion({
  version,
  currentVersion,
  restore,
}: {
  version: number;
  currentVersion: number;
  restore: Restore;
}) {
  const [confirming, setConfirming] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // The shared Button takes no ref: its buttons are found by a data attribute.
    box.current
      ?.querySelector<HTMLButtonElement>(confirming ? '[data-restore-cancel]' : '[data-restore-open]')
      ?.focus();
  }, [confirming]);
  const ask = (next: boolean) => {
    moveFocus.current = true;
    setConfirming(next);
  };
  const failed = restore.isError && restore.variables?.version === version;

  return (
    <div ref={box} className="mt-2">
      {confirming ? (
        <div
          role="group"
          aria-label={`Restore version ${version}`}
          className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-50 p-3 text-sm"
        >
          <p className="w-full text-danger-700">
            Restore version {version}? Its prices are saved as version {currentVersion + 1} and new quotes use them at
            once. Issued quotes keep their prices.
          </p>
          <Button
            size="sm"
            disabled={restore.isPending}
            onClick={() => restore.mutate({ version, base: currentVersion }, { onSettled: () => setConfirming(false) })}
          >
            {restore.isPending ? 'Restoring…' : `Yes, restore version ${version}`}
          </Button>
          <Button data-restore-cancel variant="ghost" size="sm" disabled={restore.isPending} onClick={() => ask(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button data-restore-open variant="secondary" size="sm" disabled={restore.isPending} onClick={() => ask(true)}>
          Restore version {version}
        </Button>
      )}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {serverMessage(restore.error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * PRICE-33, PRICE-34: every version, who made it, when, why and what changed; an owner may
 * restore one. Restore sits on the version's own line, one step from the section's link; the
 * changes fold away under it.
 */
export function PriceHistory({
  versions,
  currentVersion,
  isOwner,
  restore,
}: {
  versions: PriceBookVersionSummary[];
  currentVersion: number;
  isOwner: boolean;
  restore: Restore;
}) {
  return (
    <section
      id="price-book-history"
      tabIndex={-1}
      aria-labelledby="history-heading"
      className={cx('rounded-lg border border-line bg-card p-4 outline-none', SECTION_SCROLL_MARGIN)}
    >
      <h2 id="history-heading" className="mb-2 text-xl font-semibold">
        History
      </h2>
      <ol className="space-y-3">
        {versions.map((version) => (
          <li key={version.version} className="border-t border-line pt-2">
            <p className="text-sm">
              <span className="font-medium">Version {version.version}</span>
              {version.version === currentVersion ? (
                <span className="ml-2 rounded-full bg-sage-50 px-2 py-0.5 text-xs font-semibold text-sage-700">
                  Current
                </span>
              ) : null}{' '}
              · <span className="whitespace-nowrap tabular-nums">{formatDateTime(new Date(version.createdAt))}</span> ·{' '}
              {version.createdBy ?? 'seed'}
              {version.reason ? ` · “${version.reason}”` : ''}
            </p>
            {isOwner && version.version !== currentVersion ? (
              <RestoreVersion version={version.version} currentVersion={currentVersion} restore={restore} />
            ) : null}
            <details className="mt-1">
              <summary className="cursor-pointer text-sm text-walnut-700">
                {version.changes.length} change{version.changes.length === 1 ? '' : 's'}
              </summary>
              <div className="mt-2 pl-4">
                <ChangeList changes={version.changes} />
              </div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
