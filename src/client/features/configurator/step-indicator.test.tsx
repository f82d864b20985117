import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from './step-indicator';

describe('StepIndicator (CONF-03)', () => {
  it('names both steps and marks the current one, with no step to click on step 1', () => {
    render(<StepIndicator current={1} onGoTo={() => undefined} />);
    expect(screen.getByText('Configure').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Quote Summary')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on step 2 marks step 1 done and lets the customer go back to step 2 by its button', async () => {
    const onGoTo = vi.fn();
    render(<StepIndicator current={2} onGoTo={onGoTo} />);
    expect(screen.getByText('(done)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Quote Summary/ }));
    expect(onGoTo).toHaveBeenCalledWith(2);
  });
});
