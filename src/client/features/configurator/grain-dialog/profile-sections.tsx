import * as Collapsible from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import type { WoodProfile } from '#core/catalogue/catalogue-types';
import { GRAINS, LABELS } from '#core/surface/surface-options';

function Section({
  title,
  children,
  defaultOpen = false,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="group border-b border-line last:border-b-0">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 py-3.5 text-left font-semibold text-ink hover:text-walnut-800">
        {title}
        <span aria-hidden="true" className="text-walnut-700 transition-transform group-data-[state=open]:rotate-180">
          ▾
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="pb-4 text-sm text-ink-muted">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

function Facts({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-ink">{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** CONF-25: the species' detail profile in four collapsible sections. */
export function ProfileSections({ profile }: { profile: WoodProfile }) {
  return (
    <div className="rounded-xl border border-line bg-card px-4">
      <Section title="Species Overview">
        <p className="mb-3 text-ink">{profile.overview}</p>
        <Facts
          rows={[
            { label: 'Scientific name', value: profile.scientificName },
            { label: 'Origin', value: profile.origin },
            { label: 'Colour', value: profile.colour },
            { label: 'Grain pattern', value: profile.grainPattern },
            { label: 'Sustainability', value: profile.sustainability },
          ]}
        />
      </Section>
      <Section title="Technical Specifications">
        <Facts
          rows={[
            { label: 'Hardness', value: profile.hardness },
            ...profile.technicalData.filter((row) => row.label !== 'Janka hardness'),
            { label: 'Workability', value: profile.workability },
            { label: 'Durability', value: profile.durability },
          ]}
        />
      </Section>
      <Section title="Applications & Uses">
        <div className="space-y-3">
          {GRAINS.map((grain) => {
            const notes = profile.grains[grain];
            if (!notes) return null;
            return (
              <div key={grain}>
                <p className="font-medium text-ink">{LABELS.grain[grain]} grain</p>
                <p>{notes.characteristics}</p>
                <ul className="mt-1 list-disc pl-5">
                  {notes.applications.map((use) => (
                    <li key={use}>{use}</li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </Section>
      <Section title="Care & Maintenance">
        <ul className="list-disc space-y-1 pl-5">
          {profile.careTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
