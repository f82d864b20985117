import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#client/shared/ui/text-field';

interface Props {
  id: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** A labelled text input whose message is tied to it (aria-describedby, aria-invalid). */
export function ContactField(props: Props) {
  return <TextField {...props} />;
}
