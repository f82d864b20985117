import { useState, type ReactNode } from 'react';
import type { PartnerAccount } from '#core/accounts/account-schemas';
import { cx } from '#client/shared/cx';
import { ClientsTab } from './clients-tab';
import { OverviewTab } from './overview-tab';
import { QuotesTab } from './quotes-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['Overview', 'Quotes', 'Clients', 'Settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * PARTNER-14's four dashboard tabs, as WAI-ARIA describes tabs: one tab stop; Left and Right
 * move to the previous or next tab (wrapping) and show it, Home and End to the first and last.
 */
export function DashboardTabs({ partner }: { partner: PartnerAccount }) {
  const [tab, setTab] = useState<Tab>('Overview');
  const show = (index: number) => {
    const name = TABS[(index + TABS.length) % TABS.length] ?? 'Overview';
    setTab(name);
    document.getElementById(`tab-${name}`)?.focus();
  };
  const panels: Record<Tab, ReactNode> = {
    Overview: <OverviewTab />,
    Quotes: <QuotesTab />,
    Clients: <ClientsTab />,
    Settings: <SettingsTab partner={partner} />,
  };
  return (
    <div>
      <div role="tablist" aria-label="Dashboard" className="flex gap-1 border-b border-line">
        {TABS.map((name, index) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
              if (target === undefined) return;
              event.preventDefault();
              show(target);
            }}
            className={cx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium',
              tab === name ? 'border-walnut-700 text-walnut-800' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-6">
        {panels[tab]}
      </div>
    </div>
  );
}
