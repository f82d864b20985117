import type { ChangeEvent } from 'react';
import { FieldMessage } from '#client/shared/ui/field-message';

/** What the server takes as a logo (partners/partner-logo.ts judges the bytes again). */
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

// The file control styled as the sketch upload's (quote-summary/sketch-upload.tsx): the
// browser's button becomes one of our secondary buttons, the file name stays beside it.
const FILE_INPUT_CLASSES =
  'mt-1.5 block w-full max-w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-line-strong file:bg-card file:px-4 file:py-2 file:font-semibold file:text-ink hover:file:bg-walnut-50 disabled:opacity-60 disabled:file:cursor-not-allowed';

interface Props {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A partner's logo file, at setup and in Settings: labelled, with its hint or error tied to it. */
export function LogoFileField({ id, label, hint, error, disabled = false, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={LOGO_TYPES.join(',')}
        disabled={disabled}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        className={FILE_INPUT_CLASSES}
      />
      <FieldMessage id={`${id}-message`} error={error ?? undefined} hint={hint} />
    </div>
  );
}
