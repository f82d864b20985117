import { dayFigures } from '../analytics/figure-definitions';
import type { DayTotals } from '../analytics/summarize-day';
import { percentOf, type ReportDay } from './daily-report-figures';

/** An improvement to try today, with the figure that made the rule fire. */
export interface Suggestion {
  rule: string;
  title: string;
  advice: string;
  trigger: string;
}

interface Candidate extends Suggestion {
  /** Higher first; a rule that fires on a bigger gap outranks one that barely fires. */
  weight: number;
}

type Rule = (input: { day: ReportDay; weekAgo: ReportDay }) => Candidate | null;

/** The funnel stage that lost the largest share of the people who reached it. */
const largestDropOff: Rule = ({ day }) => {
  const t = day.totals;
  const stages = [
    {
      from: 'visited',
      to: 'started the configurator',
      reached: t.visitors,
      passed: t.configs_started,
      advice:
        'Make the way into the configurator plainer: a clear "Design your surface" button above the fold and a price-from on the landing page.',
    },
    {
      from: 'started the configurator',
      to: 'completed a configuration',
      reached: t.configs_started,
      passed: t.configs_completed,
      advice: 'Look at the Heatmaps tab for the step where people stop, and trim or explain that step.',
    },
    {
      from: 'completed a configuration',
      to: 'left their details',
      reached: t.configs_completed,
      passed: dayFigures(t).convertedVisitors,
      advice: 'Ask for less on the contact form, or offer the PDF quote in exchange for an e-mail address.',
    },
  ].filter((stage) => stage.reached >= 5);
  const worst = stages
    .map((stage) => ({ ...stage, lost: 100 - percentOf(Math.min(stage.passed, stage.reached), stage.reached) }))
    .sort((a, b) => b.lost - a.lost)[0];
  if (!worst || worst.lost < 30) return null;
  return {
    rule: 'largest-drop-off',
    title: `Biggest drop-off: between "${worst.from}" and "${worst.to}"`,
    advice: worst.advice,
    trigger: `${worst.reached - Math.min(worst.passed, worst.reached)} of ${worst.reached} people who ${worst.from} did not go on (${worst.lost}% lost)`,
    weight: worst.lost,
  };
};

/** Mobile visitors who complete a configuration far less often than the day's average. */
const mobileLags: Rule = ({ day }) => {
  const t = day.totals;
  const mobileShare = percentOf(t.mobile_visitors, t.visitors);
  const completion = percentOf(t.configs_completed, t.configs_started);
  if (t.visitors < 10 || mobileShare < 50 || completion >= 40) return null;
  return {
    rule: 'mobile-heavy-low-completion',
    title: 'Most visitors were on a phone, and few finished a configuration',
    advice:
      'Try the configurator on a phone today: large tap targets, the price bar visible, and no step that needs sideways scrolling.',
    trigger: `Mobile share ${mobileShare}% (${t.mobile_visitors} of ${t.visitors} visitors); configurator completion ${completion}%`,
    weight: mobileShare - completion,
  };
};

/**
 * A wood that many configured but none of the day's quotes came from it (leads' woods are counted per completed
 * configuration).
 */
const woodViewedNotQuoted: Rule = ({ day }) => {
  const woods = day.counts.filter((count) => count.dimension === 'wood').sort((a, b) => b.visitors - a.visitors);
  const popular = woods[0];
  const t = day.totals;
  if (!popular || popular.visitors < 3 || t.configs_completed === 0) return null;
  const share = percentOf(popular.visitors, t.configs_completed);
  if (share < 40 || t.leads >= popular.visitors) return null;
  return {
    rule: 'wood-popular-few-leads',
    title: `${popular.key} is what people design with, but few of them ask for a quote`,
    advice: `Show a finished ${popular.key} piece with its price on the landing page, and check that its price-per-size looks fair next to the others.`,
    trigger: `${popular.key}: ${popular.visitors} of ${t.configs_completed} completed configurations (${share}%), against ${t.leads} leads for the day`,
    weight: share / 2,
  };
};

/** Visitors fell sharply against the same weekday a week earlier. */
const visitorsFell: Rule = ({ day, weekAgo }) => {
  const now = day.totals.visitors;
  const then = weekAgo.totals.visitors;
  if (then < 10) return null;
  const change = Math.round(((now - then) / then) * 100);
  if (change > -20) return null;
  return {
    rule: 'visitors-fell',
    title: 'Fewer visitors than a week ago',
    advice:
      'Check the sources on the Visitor dashboard: a campaign that ended or a search ranking lost shows there first.',
    trigger: `Visitors ${now} against ${then} on ${weekAgo.day} (${change}%)`,
    weight: -change,
  };
};

/** Quotes went out but none was accepted: follow them up. */
const quotesUnanswered: Rule = ({ day }) => {
  const t = day.totals;
  if (t.quotes_sent + t.quotes < 2 || t.quotes_accepted > 0) return null;
  return {
    rule: 'quotes-not-accepted',
    title: 'Quotes went out, none was accepted',
    advice: "Phone yesterday's quote recipients today, while the design is fresh in their minds.",
    trigger: `${t.quotes} quotes saved and ${t.quotes_sent} e-mailed, 0 accepted`,
    weight: 25 + t.quotes,
  };
};

/** Leads with placeholder addresses cannot be followed up. */
const placeholderLeads: Rule = ({ day }) => {
  const t = day.totals;
  const fake = t.leads - t.real_leads;
  if (t.leads < 2 || fake === 0) return null;
  return {
    rule: 'placeholder-leads',
    title: 'Some leads gave a test or placeholder e-mail address',
    advice: 'Say on the contact form why the address is needed (the quote and the PDF are sent there).',
    trigger: `${fake} of ${t.leads} leads had a placeholder address`,
    weight: percentOf(fake, t.leads) / 2,
  };
};

/** When no rule fires (a quiet or a good day), a suggestion that still names a figure. */
function steadyDay(totals: DayTotals, index: number): Suggestion {
  const fallbacks: Suggestion[] = [
    {
      rule: 'steady-visitors',
      title: 'Bring more people in',
      advice: 'Share a recent project with its price on social media and link to the configurator.',
      trigger: `Visitors: ${totals.visitors}`,
    },
    {
      rule: 'steady-leads',
      title: 'Follow up every lead within a day',
      advice: "Reply to each of yesterday's leads personally before noon.",
      trigger: `Leads: ${totals.leads}`,
    },
    {
      rule: 'steady-pdfs',
      title: 'Turn PDF downloads into conversations',
      advice: 'Add a line to the PDF quote inviting a call for a free sample.',
      trigger: `PDF downloads: ${totals.pdf_downloads}`,
    },
  ];
  return fallbacks[index % fallbacks.length];
}

const RULES: readonly Rule[] = [
  largestDropOff,
  mobileLags,
  woodViewedNotQuoted,
  visitorsFell,
  quotesUnanswered,
  placeholderLeads,
];

/** ANALYTICS-22: three improvement suggestions from the day's data, strongest first, each naming its figure. */
export function reportSuggestions(input: { day: ReportDay; weekAgo: ReportDay }): Suggestion[] {
  const fired = RULES.map((rule) => rule(input))
    .filter((candidate): candidate is Candidate => candidate !== null)
    .sort((a, b) => b.weight - a.weight)
    .map(({ weight: _weight, ...suggestion }) => suggestion);
  const chosen = fired.slice(0, 3);
  for (let index = 0; chosen.length < 3; index += 1) chosen.push(steadyDay(input.day.totals, index));
  return chosen;
}
