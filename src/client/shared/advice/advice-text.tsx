import type { SurfaceAdvice } from '#core/advice/advise-surface';

/**
 * The advice of CONF-39 to CONF-41 in words, with the published source of every figure behind a
 * disclosure: one piece for the configurator, the quote summary and the quote page.
 */
export function AdviceText({ advice, headingLevel = 3 }: { advice: SurfaceAdvice; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-3 text-sm text-ink" data-testid="advice-text">
      {advice.sag ? (
        <div>
          <Heading className="font-semibold">Will it sag?</Heading>
          <p data-testid="advice-sag">{advice.sag.suggestion}</p>
        </div>
      ) : null}
      {advice.movement ? (
        <div>
          <Heading className="font-semibold">Will it move?</Heading>
          <p data-testid="advice-movement">{advice.movement.suggestion}</p>
          <p className="text-ink-muted">
            Indoors in {advice.movement.regionName}: wood settles between {advice.movement.lowMoisturePercent} % and{' '}
            {advice.movement.highMoisturePercent} % moisture.
          </p>
        </div>
      ) : null}
      <details className="text-xs text-ink-muted">
        <summary className="cursor-pointer">Sources of these figures</summary>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          {advice.sources.map((line) => (
            <li key={line.figure}>
              <span className="font-medium">{line.figure}.</span> {line.source}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
