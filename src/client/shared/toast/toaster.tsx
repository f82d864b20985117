import * as Toast from '@radix-ui/react-toast';
import { useRef } from 'react';
import { cx } from '../cx';
import { useToastPlacement } from './keep-clear';
import { dismissToast, type ToastVariant } from './toast-store';
import { useToasts } from './use-toasts';

/** OPS-09: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
const DURATION_MS = 5_000;
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line bg-card text-ink',
  success: 'border-sage-600/40 bg-sage-50 text-ink',
  destructive: 'border-danger-700/40 bg-danger-50 text-danger-700',
};

export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const placement = useToastPlacement(
    toasts.some((t) => t.open),
    viewport,
  );
  return (
    <Toast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cx(
            'pointer-events-auto relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[state=closed]:opacity-0 transition-opacity',
            VARIANT_CLASSES[t.variant],
          )}
        >
          <Toast.Title className="font-semibold">{t.title}</Toast.Title>
          {t.description ? <Toast.Description className="text-sm">{t.description}</Toast.Description> : null}
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md px-1.5 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        data-placement={placement}
        className={cx(
          'fixed right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none print:hidden',
          placement === 'bottom' ? 'bottom-0' : 'top-0',
        )}
      />
    </Toast.Provider>
  );
}
