import { RAND } from './figure-formats';
import { FigureInput, type FigureInputProps } from './figure-input';

/** A money field typed in rands, held in whole cents; what cannot be read is NaN, which validation names. */
export function RandInput({ cents, ...props }: Omit<FigureInputProps, 'value' | 'format'> & { cents: number }) {
  return <FigureInput value={cents} format={RAND} {...props} />;
}
