/**
 * OPS-10's tooltips and haptics for the configurator (CONF-44), written by hand and loaded after
 * the first screen: nothing here counts against the first-load budget (ADR 008), and no
 * tooltip library comes with it.
 *
 * A tooltip belongs to any element with `data-tip`: it opens 700 ms after the pointer rests on
 * it, at once on keyboard focus, and at once on hover within 300 ms of another closing (the
 * skip delay); it closes when the pointer or focus leaves, on a click, or on Escape. While open
 * it is the trigger's description (`aria-describedby`).
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
const TOOLTIP_ID = 'grainline-tooltip';

/** OPS-10's patterns, in ms of vibration and pause. */
export const HAPTIC_PATTERNS = { light: [10], medium: [15, 10, 15], heavy: [25, 15, 25, 15, 25] } as const;
type Haptic = keyof typeof HAPTIC_PATTERNS;

/**
 * Which taps are felt, found by what they are (their heatmap id, ANALYTICS-20, or their role)
 * so the first screen carries no extra attribute: a choice is light, adding to the quote
 * medium, and clearing the work heavy.
 */
const CHOICE = '[role="radio"],[role="checkbox"],input[type="checkbox"]';

function hapticFor(target: Element): Haptic | null {
  // A native checkbox (the cutouts) has no role attribute: it is matched as what it is. A tap on
  // its label reaches it as a second click, so it is felt once.
  const control = target.closest(`[data-hm],${CHOICE}`);
  if (!control || (control as HTMLButtonElement).disabled) return null;
  const id = control.getAttribute('data-hm');
  if (id === 'start-over-confirm') return 'heavy';
  if (id === 'add-to-quote' || id === 'start-over') return 'medium';
  return control.matches(CHOICE) ? 'light' : null;
}

/** Vibrates where the device can; a device that cannot (or a browser that refuses) is ignored. */
export function vibrate(haptic: Haptic): void {
  try {
    navigator.vibrate?.([...HAPTIC_PATTERNS[haptic]]);
  } catch {
    // OPS-10: no vibration is no error.
  }
}

let started = false;

/** Starts the page's tooltips and haptics once; later calls do nothing. */
export function startHints(): void {
  if (started) return;
  started = true;
  let trigger: HTMLElement | null = null;
  let openTimer: number | undefined;
  let closedAt = Number.NEGATIVE_INFINITY;

  const bubble = document.createElement('div');
  bubble.id = TOOLTIP_ID;
  bubble.setAttribute('role', 'tooltip');
  bubble.hidden = true;
  bubble.className =
    'pointer-events-none fixed z-50 max-w-[16rem] rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg';
  document.body.append(bubble);

  const place = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    const width = bubble.offsetWidth;
    const left = Math.min(Math.max(8, box.left + box.width / 2 - width / 2), window.innerWidth - width - 8);
    const below = box.bottom + 6;
    bubble.style.left = `${left}px`;
    bubble.style.top = `${below + bubble.offsetHeight > window.innerHeight ? box.top - bubble.offsetHeight - 6 : below}px`;
  };

  const show = (element: HTMLElement) => {
    window.clearTimeout(openTimer);
    trigger = element;
    bubble.textContent = element.dataset.tip ?? '';
    bubble.hidden = false;
    place(element);
    element.setAttribute(
      'aria-describedby',
      [element.getAttribute('aria-describedby'), TOOLTIP_ID].filter(Boolean).join(' '),
    );
  };

  const hide = () => {
    window.clearTimeout(openTimer);
    if (!trigger) return;
    const rest = (trigger.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== TOOLTIP_ID);
    if (rest.length > 0) trigger.setAttribute('aria-describedby', rest.join(' '));
    else trigger.removeAttribute('aria-describedby');
    trigger = null;
    bubble.hidden = true;
    closedAt = performance.now();
  };

  const tipOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null;

  document.addEventListener('pointerover', (event) => {
    const element = tipOf(event.target);
    if (event.pointerType === 'touch' || !element || element === trigger) return;
    hide();
    window.clearTimeout(openTimer);
    if (performance.now() - closedAt < TOOLTIP_SKIP_DELAY_MS) show(element);
    else openTimer = window.setTimeout(() => show(element), TOOLTIP_OPEN_DELAY_MS);
  });
  document.addEventListener('pointerout', (event) => {
    const element = tipOf(event.target);
    if (element && !element.contains(event.relatedTarget as Node | null)) {
      window.clearTimeout(openTimer);
      if (element === trigger && document.activeElement !== element) hide();
    }
  });
  document.addEventListener('focusin', (event) => {
    const element = tipOf(event.target);
    if (element && element.matches(':focus-visible')) show(element);
  });
  document.addEventListener('focusout', (event) => {
    if (tipOf(event.target) === trigger) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && trigger) hide();
  });
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element) {
        const haptic = hapticFor(event.target);
        if (haptic) vibrate(haptic);
      }
      hide();
    },
    true,
  );
  window.addEventListener('scroll', hide, { passive: true });
}
