import { useState } from 'react';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { SHARE_LINK_PARAM } from './use-configurator-draft';

/**
 * CONF-38: a link that restores this configuration. The clipboard can be refused
 * (permissions, an embedding page's policy), so the link is also shown ready to copy by hand.
 */
export function ShareLink({ surface }: { surface: SurfaceConfiguration | null }) {
  // A link shows only beside the configuration it was made for: any change hides it. Kept
  // here rather than by remounting on a key made of the link, which encoded the whole
  // configuration on every keystroke (ADR 008).
  const [shared, setShared] = useState<{ surface: SurfaceConfiguration; url: string; copied: boolean } | null>(null);
  const shown = shared && shared.surface === surface ? shared : null;

  const copy = async () => {
    if (!surface) return;
    const url = `${window.location.origin}/configurator?${SHARE_LINK_PARAM}=${encodeSurfaceLink(surface)}`;
    setShared({ surface, url, copied: false });
    try {
      await navigator.clipboard.writeText(url);
      setShared({ surface, url, copied: true });
      showToast({
        title: 'Link copied',
        description: 'Anyone with this link sees this configuration.',
        variant: 'success',
      });
    } catch {
      // Refused: the link stays on screen to copy by hand.
    }
  };

  return (
    <div className="rounded-2xl border border-line bg-card px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">Save or share</span>:{' '}
          {surface
            ? 'a link that reopens this configuration.'
            : 'choose a wood (and keep every size in range) for a link that reopens it.'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          disabled={!surface}
          onClick={() => void copy()}
          data-hm="copy-share-link"
        >
          Copy link
        </Button>
      </div>
      {shown ? (
        <div className="mt-3">
          <label htmlFor="share-link" className="text-xs font-medium text-ink-muted">
            {shown.copied ? 'Copied to your clipboard:' : 'Copy this link:'}
          </label>
          <input
            id="share-link"
            readOnly
            value={shown.url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-line-strong bg-white px-3 py-2 text-sm text-ink"
          />
        </div>
      ) : null}
    </div>
  );
}
