// Blocks out of paragraphs: browsers' editing puts a new list inside the paragraph it was made in (`<p><ul>…</ul></p>`),
// which HTML does not allow and a parser reads as two empty paragraphs around the list. The paragraph is split around
// the block instead, so rich text keeps the words before and after it in paragraphs of their own. Pure, on a string,
// so the server can run it before sanitising and the editor on its own text.

type Node = string | Element;
type Element = { name: string; open: string; children: Node[] };

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
const BLOCK = new Set([
  ...['ul', 'ol', 'dl', 'p', 'div', 'blockquote', 'pre', 'table', 'hr', 'figure', 'section', 'article', 'aside'],
  ...['header', 'footer', 'nav', 'main', 'address', 'details', 'fieldset', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);
/** Elements that may hold words and inline elements only, so a block inside them must come out. */
const PHRASING_ONLY = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'b', 'i', 'em', 'strong', 'span', 'u', 's', 'strike', 'small'],
  ...['sub', 'sup', 'code', 'abbr', 'mark', 'q', 'cite', 'font'],
]);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g;

function parse(html: string): Node[] {
  const root: Element = { name: '', open: '', children: [] };
  const stack = [root];
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    if (match.index > at) stack.at(-1)!.children.push(html.slice(at, match.index));
    at = match.index + match[0].length;
    const name = match[2]!.toLowerCase();
    if (match[1]) {
      const open = stack.findLastIndex((element) => element.name === name);
      if (open > 0) stack.length = open; // a stray closing tag closes nothing
      continue;
    }
    const element: Element = { name, open: match[0], children: [] };
    stack.at(-1)!.children.push(element);
    if (!VOID.has(name)) stack.push(element);
  }
  if (at < html.length) root.children.push(html.slice(at));
  return root.children;
}

const serialise = (nodes: Node[]): string =>
  nodes
    .map((node) =>
      typeof node === 'string'
        ? node
        : VOID.has(node.name)
          ? node.open
          : `${node.open}${serialise(node.children)}</${node.name}>`,
    )
    .join('');

const isBlock = (node: Node) => typeof node !== 'string' && BLOCK.has(node.name);
/** Words or an image: what a piece cut off a paragraph must hold to be kept. */
const hasContent = (nodes: Node[]): boolean =>
  nodes.some((node) =>
    typeof node === 'string'
      ? node.replace(/&nbsp;|&#160;|\s/g, '') !== ''
      : node.name === 'img' || hasContent(node.children),
  );

/** The node as one or more nodes, none of them a block inside an element that may not hold one. */
function lift(node: Node): Node[] {
  if (typeof node === 'string') return [node];
  const children = node.children.flatMap(lift);
  if (!PHRASING_ONLY.has(node.name) || !children.some(isBlock)) return [{ ...node, children }];
  const out: Node[] = [];
  let run: Node[] = [];
  const endRun = () => {
    if (hasContent(run)) out.push({ ...node, children: run });
    run = [];
  };
  for (const child of children) {
    if (!isBlock(child)) run.push(child);
    else {
      endRun();
      out.push(child);
    }
  }
  endRun();
  return out;
}

/** Rich text with every block (a list above all) moved out of the paragraph, heading or inline element around it. */
export const liftBlocks = (html: string): string => serialise(parse(html).flatMap(lift));
