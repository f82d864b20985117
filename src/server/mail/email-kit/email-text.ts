import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * The plain-text part of an e-mail, read from the same element tree React renders to HTML
 * (ADR 036). Each kit component says how it reads as text; a component of an e-mail's own is
 * called like a function and its result read the same way, so an e-mail's components are
 * pure (no hooks, no context).
 */

/** One block of the text part: paragraphs are separated by a blank line. */
export interface TextBlock {
  text: string;
  /** A heading: joined to the next block by one line break, not a blank line. */
  keepWithNext?: boolean;
}

type Component<P> = (props: P) => ReactNode;
type TextPart =
  | { kind: 'inline'; text: (props: never) => string }
  | { kind: 'block'; text: (props: never) => TextBlock[] };

const textParts = new WeakMap<object, TextPart>();

/** A component that sits inside a line of text (an amount, a link): its HTML and its text. */
export function inlineComponent<P>(name: string, html: Component<P>, text: (props: P) => string): Component<P> {
  const component: Component<P> = (props) => html(props);
  Object.defineProperty(component, 'name', { value: name });
  textParts.set(component, { kind: 'inline', text });
  return component;
}

/** A component that stands on its own lines (a paragraph, a table): its HTML and its text blocks. */
export function blockComponent<P>(
  name: string,
  html: Component<P>,
  text: (props: P) => TextBlock[] | string,
): Component<P> {
  const component: Component<P> = (props) => html(props);
  Object.defineProperty(component, 'name', { value: name });
  textParts.set(component, {
    kind: 'block',
    text: (props: P) => {
      const blocks = text(props);
      return typeof blocks === 'string' ? [{ text: blocks }] : blocks;
    },
  });
  return component;
}

const isIterable = (node: object): node is Iterable<ReactNode> => Symbol.iterator in node;

function textPartOf(type: unknown): TextPart | undefined {
  return typeof type === 'function' ? textParts.get(type) : undefined;
}

function unsupported(node: unknown): never {
  throw new TypeError(`An e-mail can hold text, elements and the e-mail kit's components, not ${String(node)}`);
}

/** Inline content as one string; a `<br>` is a line break, an image (the logo) is nothing. */
export function inlineText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (!isValidElement(node)) return isIterable(node) ? [...node].map(inlineText).join('') : unsupported(node);
  const props = node.props as { children?: ReactNode };
  if (node.type === Fragment) return inlineText(props.children);
  if (typeof node.type === 'string') return node.type === 'br' ? '\n' : inlineText(props.children);
  const part = textPartOf(node.type);
  if (part?.kind === 'inline') return part.text(props as never);
  if (part?.kind === 'block') return joinTextBlocks(part.text(props as never));
  if (typeof node.type === 'function') return inlineText((node.type as Component<unknown>)(props));
  return unsupported(node.type);
}

/** Block content as blocks; a bare string or inline element between blocks is a block of its own. */
export function textBlocks(node: ReactNode): TextBlock[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return [{ text: String(node) }];
  if (!isValidElement(node)) return isIterable(node) ? [...node].flatMap(textBlocks) : unsupported(node);
  const props = node.props as { children?: ReactNode };
  if (node.type === Fragment || node.type === 'div') return textBlocks(props.children);
  const part = textPartOf(node.type);
  if (part?.kind === 'block') return part.text(props as never);
  if (typeof node.type === 'function' && !part) return textBlocks((node.type as Component<unknown>)(props));
  return [{ text: inlineText(node) }];
}

/** Blocks separated by a blank line (a heading by one line break); no trailing line break. */
export function joinTextBlocks(blocks: readonly TextBlock[]): string {
  const shown = blocks.filter((block) => block.text.trim() !== '');
  return shown
    .map((block, index) => (index === 0 ? '' : shown[index - 1]?.keepWithNext ? '\n' : '\n\n') + block.text)
    .join('');
}
