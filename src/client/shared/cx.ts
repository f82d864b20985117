/** Joins class names, skipping falsy ones (conditional Tailwind classes). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
