// A page's body: a small editor for what spec 001 §5 lets rich text hold (paragraphs, headings, bold, italic, lists
// and links), with the HTML one click away. Pasted text arrives plain, so nothing foreign gets in; the server
// sanitises again on save and on render.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Path } from '../../lib/studio/fields';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';
import { fieldIds, useForm } from './form-context';
import LinkDialog from './LinkDialog';

type Props = { label: string; path: Path; value: string; required: boolean };
type Command = { label: string; run: () => void };

export default function RichTextField({ label, path, value, required }: Props) {
  const form = useForm();
  const { id, errorId, error, invalid } = fieldIds(path, form.errors);
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);

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
    { label: 'List', run: () => exec('insertUnorderedList') },
  ];
  // Keep the selection in the text while a toolbar button is pressed.
  const keep = (event: MouseEvent) => event.preventDefault();
  const openLink = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setLinking(true);
  };
  const applyLink = (href: string | null) => {
    setLinking(false);
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (href) exec('createLink', href);
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
        <button type="button" disabled={source} onMouseDown={keep} onClick={openLink}>
          Link
        </button>
        <button type="button" aria-pressed={source} onClick={() => setSource((s) => !s)}>
          HTML
        </button>
      </div>
      {linking && <LinkDialog onDone={applyLink} />}
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
