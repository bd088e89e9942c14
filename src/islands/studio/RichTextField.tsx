// A page's body: a small editor for what spec 001 §5 lets rich text hold (paragraphs, headings, bold, italic, lists,
// links and library images), with the HTML one click away. Pasted text arrives plain, so nothing foreign gets in; the
// server sanitises again on save and on render.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { liftBlocks } from '../../lib/content/rich-text-blocks';
import { richTextImage } from '../../lib/content/rich-text-image';
import type { Path } from '../../lib/studio/fields';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';
import { caretInLine, moveCaretInLine } from './caret';
import { fieldIds, useForm } from './form-context';
import type { Picked } from './ImagePicker';
import LinkDialog from './LinkDialog';
import RichImageDialog from './RichImageDialog';

type Props = { label: string; path: Path; value: string; required: boolean };
type Command = { label: string; run: () => void };

export default function RichTextField({ label, path, value, required }: Props) {
  const form = useForm();
  const { id, errorId, error, invalid } = fieldIds(path, form.errors);
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);

  // The editable area is the browser's; write into it only when the value changed from outside (a reload, a revert).
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value, source]);

  const sync = () => form.onChange(path, area.current?.innerHTML ?? '');
  const exec = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command, false, argument);
    sync();
  };
  const commands: Command[] = [
    { label: 'Bold', run: () => exec('bold') },
    { label: 'Italic', run: () => exec('italic') },
    { label: 'Heading', run: () => exec('formatBlock', 'h2') },
    { label: 'Paragraph', run: () => exec('formatBlock', 'p') },
    { label: 'List', run: toggleList },
  ];
  // Keep the selection in the text while a toolbar button is pressed.
  const keep = (event: MouseEvent) => event.preventDefault();

  // The browser makes a list inside the paragraph it was started in, which HTML does not allow, and moves the caret to
  // the line's start: the list is lifted out at once (a marker keeps the line) and the caret put back. A line taken out
  // of a list is made a paragraph again, not left bare.
  function toggleList() {
    const element = area.current;
    const offset = element ? caretInLine(element) : null;
    exec('insertUnorderedList');
    const selection = window.getSelection();
    if (!element || offset === null || !selection || selection.rangeCount === 0) return;
    const at = selection.anchorNode;
    if (!(at instanceof Element ? at : at?.parentElement)?.closest('li')) exec('formatBlock', 'p');
    else {
      const marker = document.createElement('span');
      marker.dataset.caret = '';
      selection.getRangeAt(0).insertNode(marker);
      const lifted = liftBlocks(element.innerHTML);
      if (lifted !== element.innerHTML) element.innerHTML = lifted;
      const placed = element.querySelector('[data-caret]');
      if (placed) selection.collapse(placed.parentNode, [...placed.parentNode!.childNodes].indexOf(placed));
      placed?.remove();
    }
    moveCaretInLine(element, offset);
    sync();
  }

  // A dialog takes the focus: the selection is kept to put the link or image where the editor left the caret.
  const ask = (what: 'link' | 'image') => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setAsking(what);
  };
  const backToText = () => {
    flushSync(() => setAsking(null)); // a modal dialog keeps the focus from the text while it is open
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection && area.current?.contains(saved.current.startContainer)) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };
  const applyLink = (href: string | null) => {
    backToText();
    if (href) exec('createLink', href);
  };
  const applyImage = (picked: Picked | null) => {
    backToText();
    if (!picked) return;
    const image = Object.assign(document.createElement('img'), richTextImage(picked));
    exec('insertHTML', image.outerHTML);
  };

  return (
    <div className="studio-field studio-rich">
      <FieldLabel htmlFor={source ? id : `${id}-area`} text={label} required={required} />
      <div className="studio-toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={`${id}-area`}>
        {commands.map((c) => (
          <button key={c.label} type="button" disabled={source} onMouseDown={keep} onClick={c.run}>
            {c.label}
          </button>
        ))}
        <button type="button" disabled={source} onMouseDown={keep} onClick={() => ask('link')}>
          Link
        </button>
        <button type="button" disabled={source} onMouseDown={keep} onClick={() => ask('image')}>
          Image…
        </button>
        <button type="button" aria-pressed={source} onClick={() => setSource((s) => !s)}>
          HTML
        </button>
      </div>
      {asking === 'link' && <LinkDialog onDone={applyLink} />}
      {asking === 'image' && <RichImageDialog onDone={applyImage} />}
      {source ? (
        <textarea
          id={id}
          className="studio-code"
          rows={10}
          value={value}
          {...invalid}
          onChange={(e) => form.onChange(path, e.target.value)}
        />
      ) : (
        <div
          id={`${id}-area`}
          ref={area}
          className="studio-rich-area prose"
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          {...invalid}
          onInput={sync}
          onBlur={sync}
          onPaste={(event) => {
            event.preventDefault();
            document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
          }}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
