import type { ChangeNotice } from './use-configurator-draft';

/** What a rule changed for the customer, said where they clicked. */
export function ChangeNoticeBanner({ notice }: { notice: ChangeNotice }) {
  return (
    <div
      role="status"
      data-testid="change-notice"
      className="rounded-xl border border-walnut-300 bg-walnut-50 px-4 py-3 text-sm text-ink"
    >
      <p className="font-semibold">We adjusted your surface:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {notice.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
