import { useId, useState, type ReactNode } from 'react';
import { cx } from '../cx';

export interface DashboardTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop; Left and Right move to the previous or next tab
 * (wrapping) and show it, Home and End to the first and last; one panel shows.
 */
export function DashboardTabs({ tabs }: { tabs: DashboardTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const base = useId();
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    document.getElementById(`${base}-tab-${tab.id}`)?.focus();
  };
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div>
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${base}-tab-${tab.id}`}
            role="tab"
            type="button"
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => {
              const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
              if (target === undefined) return;
              event.preventDefault();
              select(target);
            }}
            className={cx(
              '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold',
              tab.id === current?.id
                ? 'border-walnut-700 text-walnut-800'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${current?.id ?? ''}`} className="pt-6">
        {current?.content}
      </div>
    </div>
  );
}
