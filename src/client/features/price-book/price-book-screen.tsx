import { useState } from 'react';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { PriceBookEditor } from './price-book-editor';
import { PriceHistory } from './price-history';
import { SectionNav } from './section-nav';
import { usePriceBook } from './use-price-book';
import { WoodPhotosPanel } from './wood-photos-panel';

/**
 * PRICE-32, PRICE-33, PRICE-34: the price book, edited as one new version with a preview and
 * a history, in sections one step from the bar at the top.
 */
export function PriceBookScreen() {
  const { current, versions, save, restore, isOwner } = usePriceBook();
  // Discard starts the draft again from the version it was based on.
  const [draftNumber, setDraftNumber] = useState(0);
  return (
    <StaffPage title="Price book">
      {current.error ? <StaffLoadError error={current.error} /> : null}
      {current.data ? (
        // Room at the bottom for the save bar, so it never covers the last line.
        <div className="space-y-6 pb-28">
          <SectionNav />
          <PriceBookEditor
            key={`${current.data.version}-${draftNumber}`}
            base={current.data}
            isOwner={isOwner}
            save={save}
            onDiscard={() => setDraftNumber((n) => n + 1)}
          />
          <WoodPhotosPanel current={current.data} isOwner={isOwner} />
          {versions.data ? (
            <PriceHistory
              versions={versions.data}
              currentVersion={current.data.version}
              isOwner={isOwner}
              restore={restore}
            />
          ) : null}
        </div>
      ) : (
        !current.error && <p role="status">Loading…</p>
      )}
    </StaffPage>
  );
}
