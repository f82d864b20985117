import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHints } from './hints';

/** CONF-44, OPS-10: the configurator's tooltips (700 ms, skip 300 ms) and haptics, on the page's own DOM. */

// The hints start once per page, and listen on the document from then on: this file is one page.
beforeAll(startHints);

function control(tip: string, attributes: Record<string, string> = {}): HTMLButtonElement {
  const button = document.createElement('button');
  button.dataset.tip = tip;
  button.textContent = tip;
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  document.body.append(button);
  return button;
}

const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
const hover = (element: Element) => fireEvent.pointerOver(element, { pointerType: 'mouse' });
const leave = (element: Element) =>
  fireEvent.pointerOut(element, { pointerType: 'mouse', relatedTarget: document.body });

describe('tooltips (CONF-44)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    for (const button of document.querySelectorAll('button')) button.remove();
  });

  it('open 700 ms after the pointer rests, at once within the 300 ms skip delay, describe their control and close on Escape', () => {
    const stepTwo = control('Go to step 2');
    const startOver = control('Clear this surface and your quote, and begin again');

    hover(stepTwo);
    vi.advanceTimersByTime(699);
    expect(tooltip()?.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tooltip()?.hidden).toBe(false);
    expect(tooltip()?.textContent).toBe('Go to step 2');
    expect(stepTwo.getAttribute('aria-describedby')).toBe(tooltip()?.id);

    // Within 300 ms of one closing, the next opens at once; after that, it waits again.
    leave(stepTwo);
    hover(startOver);
    expect(tooltip()?.textContent).toBe('Clear this surface and your quote, and begin again');
    expect(startOver.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    expect(stepTwo.hasAttribute('aria-describedby')).toBe(false);
    leave(startOver);
    expect(tooltip()?.hidden).toBe(true);
    vi.advanceTimersByTime(301);
    hover(stepTwo);
    vi.advanceTimersByTime(650);
    expect(tooltip()?.hidden).toBe(true);
    vi.advanceTimersByTime(50);
    expect(tooltip()?.hidden).toBe(false);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()?.hidden).toBe(true);
    expect(stepTwo.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('haptics (OPS-10)', () => {
  afterEach(() => {
    for (const button of document.querySelectorAll('button')) button.remove();
  });

  it('a choice is felt light, adding to the quote medium and starting over heavy; a device that cannot vibrate is ignored', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    fireEvent.click(control('Satin', { role: 'radio' }));
    fireEvent.click(control('Add', { 'data-hm': 'add-to-quote' }));
    fireEvent.click(control('Yes', { 'data-hm': 'start-over-confirm' }));
    fireEvent.click(control('Plain'));
    expect(vibrate.mock.calls).toEqual([[[10]], [[15, 10, 15]], [[25, 15, 25, 15, 25]]]);

    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: undefined });
    expect(() => fireEvent.click(control('Matte', { role: 'radio' }))).not.toThrow();
  });

  it('a native checkbox (a cutout) is felt as a choice is, once a tap (CONF-44)', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    document.body.append(checkbox);
    fireEvent.click(checkbox);
    checkbox.remove();
    expect(vibrate.mock.calls).toEqual([[[10]]]);
  });
});
