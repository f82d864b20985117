import { useState } from 'react';
import { encodeSurfaceLink } from '../../../core/surface/surface-link';
import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';
import { showToast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/button';
import { SHARE_LINK_PARAM } from './use-configurator-draft';

/**
 * DECISIONS §7.4: a link that restores this configuration. The clipboard can be refused
 * (permissions, an embedding page's policy), so the link is also shown ready to copy by hand.
 */
export function ShareLink({ surface }: { surface: SurfaceConfiguration | null }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!surface) return;
    const url = `${window.location.origin}/configurator?${SHARE_LINK_PARAM}=${encodeSurfaceLink(surface)}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showToast({ title: 'Link copied', description: 'Anyone with this link sees this configuration.', variant: 'success' });
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="rounded-2xl border border-line bg-card px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">Save or share</span>:{' '}
          {surface ? 'a link that reopens this configuration.' : 'choose a wood (and keep every size in range) for a link that reopens it.'}
        </p>
        <Button variant="secondary" size="sm" className="shrink-0 whitespace-nowrap" disabled={!surface} onClick={() => void copy()} data-hm="copy-share-link">
          Copy link
        </Button>
      </div>
      {link ? (
        <div className="mt-3">
          <label htmlFor="share-link" className="text-xs font-medium text-ink-muted">
            {copied ? 'Copied to your clipboard:' : 'Copy this link:'}
          </label>
          <input
            id="share-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-line-strong bg-white px-3 py-2 text-sm text-ink"
          />
        </div>
      ) : null}
    </div>
  );
}
