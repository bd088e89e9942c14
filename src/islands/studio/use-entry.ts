// One entry in the editor: the loaded version, the form's data, the checks, and the studio's actions on it. A failed
// action never touches the form's data, so an editor loses nothing to a conflict or a refusal.
import { useCallback, useState } from 'react';
import { contentSchemas, sitesFor, type ContentType } from '../../lib/content/types';
import { editorMessage, emptyValue, issuesByField, setAt, type Path } from '../../lib/studio/fields';
import { draftSavedMessage } from '../../lib/studio/version-words';
import * as api from './api';

export type Identity = { type: ContentType; key: string; site: api.Site };
type Loaded = { entry: api.Entry; history: api.HistoryItem[] };

/** The form's data checked with the type's own schema, issues in the editor's words by field. */
export function checkData(type: ContentType, data: unknown): Record<string, string> {
  const parsed = contentSchemas[type].safeParse(data, { error: (issue) => editorMessage(issue) });
  return parsed.success ? {} : issuesByField(parsed.error.issues);
}

/** `start`: a new entry's data, when it does not start empty. */
export function useEntry(initial: Loaded | null, identity: Identity, start?: unknown) {
  const [loaded, setLoaded] = useState<Loaded | null>(initial);
  const [meta, setMeta] = useState<Identity>(initial ? initial.entry : identity);
  const [data, setData] = useState<unknown>(
    () => initial?.entry.data ?? start ?? emptyValue(contentSchemas[identity.type]),
  );
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial?.entry.data ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  const dirty = JSON.stringify(data) !== savedJson;
  const show = useCallback((next: Loaded) => {
    setLoaded(next);
    setMeta(next.entry);
    setData(next.entry.data);
    setSavedJson(JSON.stringify(next.entry.data));
    setErrors({});
    setConflict(false);
  }, []);
  const load = useCallback(async (id: string) => show(await api.getEntry(id)), [show]);

  const change = useCallback((path: Path, value: unknown) => setData((d: unknown) => setAt(d, path, value)), []);
  const changeMeta = (next: Partial<Identity>) => {
    if (next.type && next.type !== meta.type) setData(emptyValue(contentSchemas[next.type]));
    setMeta((m) => {
      const changed = { ...m, ...next };
      // A type that is for fewer sites (a redirect is for all) takes the first it allows.
      const sites = sitesFor(changed.type);
      return sites.includes(changed.site) ? changed : { ...changed, site: sites[0]! };
    });
  };

  async function act(action: () => Promise<string>) {
    setBusy(true);
    setAlert(null);
    setStatus('');
    try {
      setStatus(await action());
      setConflict(false);
    } catch (caught) {
      const issues = api.issuesOf(caught);
      if (issues.length > 0)
        setErrors(
          issuesByField(
            issues.map((i) => ({ ...i, path: i.path[0] === 'data' ? i.path.slice(1) : [`@${i.path.join('.')}`] })),
          ),
        );
      if (issues.length > 0 || caught instanceof FieldsNeedAttention) focusFirstProblem();
      const creating = !loaded && api.isConflict(caught);
      setConflict(api.isConflict(caught) && !creating);
      setAlert(
        caught instanceof FieldsNeedAttention
          ? caught.message
          : creating
            ? 'An entry of this type with this key already exists for this site: open it from the list instead.'
            : api.studioMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  /** Checks the form, then saves it as a new draft; answers the saved entry, or null when a field needs attention. */
  async function saveDraft(): Promise<api.Entry | null> {
    const found = checkData(meta.type, data);
    if (!loaded && !meta.key.trim()) found['@key'] = 'Fill in this field.';
    setErrors(found);
    if (Object.keys(found).length > 0) throw new FieldsNeedAttention();
    const saved = await api.saveEntry({ ...meta, id: loaded?.entry.id, version: loaded?.entry.version, data });
    await load(saved.id);
    return saved;
  }

  const save = () =>
    act(async () => {
      const saved = (await saveDraft())!;
      return draftSavedMessage(saved.version, saved);
    });
  const publish = () =>
    act(async () => {
      const latest = dirty || !loaded ? await saveDraft() : loaded.entry;
      const published = await api.publishEntry(latest!.id, latest!.version);
      await load(published.id);
      return `Version ${published.version} is published. Shoppers see it within 2 seconds.`;
    });
  const archive = () =>
    act(async () => {
      const archived = await api.archiveEntry(loaded!.entry.id);
      await load(archived.id);
      return 'Archived. Shoppers no longer see this entry; publishing it again brings it back.';
    });
  const revert = (version: number) =>
    act(async () => {
      const draft = await api.revertEntry(loaded!.entry.id, version);
      await load(draft.id);
      return `Version ${version} is back as a new draft, version ${draft.version}. Publish it when it is ready.`;
    });
  const reload = () => act(async () => (await load(loaded!.entry.id), 'Reloaded the latest version.'));

  return {
    loaded,
    meta,
    data,
    errors,
    status,
    alert,
    conflict,
    busy,
    dirty,
    change,
    changeMeta,
    save,
    publish,
    archive,
    revert,
    reload,
    load,
    setAlert,
  };
}

/** A save the form's own check stopped: the fields say why. */
export class FieldsNeedAttention extends Error {
  constructor() {
    super('Some fields need attention: see the messages beside them.');
  }
}

/** After a refused save, the keyboard goes to the first field that says why. */
function focusFirstProblem() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.studio-editor [aria-invalid="true"]')?.focus());
}
