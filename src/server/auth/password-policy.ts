import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPackage from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';

/** Built once: the common-password list ships in the package, nothing is fetched (ADR 022). */
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (checker ??= new ZxcvbnFactory({ dictionary: commonPackage.dictionary, graphs: commonPackage.adjacencyGraphs }));

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords. Please choose one that is harder to guess.';
export const PERSONAL_PASSWORD_MESSAGE =
  'The password must not contain your name, username, e-mail address or business name.';

/** Lower-case letters and digits only: 'Mbombela.Kitchens' and 'mbombela kitchens' are one word here. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The words of the person's details worth looking for: the whole and each part of at least 4 characters. */
function personalWords(personal: readonly string[]): string[] {
  const parts = personal.flatMap((detail) => [detail, ...detail.split(/[@\s._+-]+/)]);
  return [...new Set(parts.map(letters).filter((word) => word.length >= 4))];
}

/**
 * The one rule for every new staff or partner password (ADR 022): not one of the most common
 * passwords (whole, also reversed or in l33t, by zxcvbn-ts's offline list), and not containing
 * the person's name, username, e-mail address or business name. Throws the form's field message.
 */
export function assertPasswordAllowed({
  password,
  personal,
  field,
}: {
  password: string;
  personal: readonly string[];
  field: string;
}): void {
  const refuse = (message: string) => {
    throw new AppError('validation_failed', message, { fields: { [field]: message } });
  };
  const plain = letters(password);
  if (personalWords(personal).some((word) => plain.includes(word))) refuse(PERSONAL_PASSWORD_MESSAGE);
  const result = zxcvbn().check(password);
  const whole = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
  if (whole) refuse(COMMON_PASSWORD_MESSAGE);
}
