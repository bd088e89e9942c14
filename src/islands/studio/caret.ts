// The caret in rich text as a count of characters into its line (the paragraph, heading or list item it is in), and
// back. It outlives the line's nodes being made anew, as the browser's list command does, leaving the caret at the
// line's start.

const LINE = 'li, p, h1, h2, h3, h4, h5, h6, blockquote, div';

function lineOf(area: HTMLElement, node: Node | null): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const line = element?.closest(LINE);
  return line && area.contains(line) ? line : area.contains(node) ? area : null;
}

/** How many characters into its line the caret is, or null when it is not in the area. */
export function caretInLine(area: HTMLElement): number | null {
  const selection = window.getSelection();
  const line = lineOf(area, selection?.anchorNode ?? null);
  if (!selection?.anchorNode || !line) return null;
  const range = document.createRange();
  range.selectNodeContents(line);
  range.setEnd(selection.anchorNode, selection.anchorOffset);
  return range.toString().length;
}

/** Puts the caret that many characters into the line the caret is in now (at its end when the line is shorter). */
export function moveCaretInLine(area: HTMLElement, offset: number): void {
  const selection = window.getSelection();
  const line = lineOf(area, selection?.anchorNode ?? null);
  if (!selection || !line) return;
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node instanceof Text; node = walker.nextNode()) {
    if (left <= node.length) return selection.collapse(node, left);
    left -= node.length;
  }
  selection.collapse(line, line.childNodes.length);
}
