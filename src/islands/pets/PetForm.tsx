// Adding or changing a pet (issue 42 §1): name, dog or cat, birthday or age (turned into a birthday), breed size for
// dogs, weight, activity, spayed or neutered, health conditions and a photo. The lifestage its age gives shows as the
// age is entered. Each refused field says why beside itself, and the first takes the focus.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Species } from '../../lib/catalog/types';
import { ACTIVITY_LABELS, BREED_SIZE_LABELS } from '../../lib/pets/labels';
import { birthdayFromAge } from '../../lib/pets/lifestage';
import { lifestageHint } from '../../lib/pets/summary';
import type { Activity, BreedSize, Pet, PetInput } from '../../lib/pets/types';
import { postJson, requestIssues } from '../../lib/site/api-client';
import { useSubmission } from '../parts/use-submission';
import PetPhotoField from './PetPhotoField';
import type { PetSettings } from './settings';

type Field = keyof PetInput;
type Problems = Partial<Record<Field, string>>;
type Props = { pet: Pet | null; settings: PetSettings; onSaved: (pet: Pet) => void; onCancel: () => void };

/** The fields in the order the form shows them: the first refused one takes the focus. */
const ORDER: Field[] = [
  'name',
  'species',
  'birthday',
  'breedSize',
  'weightLb',
  'activity',
  'healthConditions',
  'photoId',
];
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function PetForm({ pet, settings, onSaved, onCancel }: Props) {
  const { today, conditions, nameMax, ageMaxYears } = settings;
  const { busy, error, setError, run } = useSubmission();
  const [species, setSpecies] = useState<Species>(pet?.species ?? 'dog');
  const [ageBy, setAgeBy] = useState<'age' | 'birthday'>(pet ? 'birthday' : 'age');
  const [birthday, setBirthday] = useState(pet?.birthday ?? '');
  const [years, setYears] = useState('');
  const [months, setMonths] = useState('');
  const [health, setHealth] = useState<string[]>(pet?.healthConditions ?? []);
  const [photoId, setPhotoId] = useState<string | null>(pet?.photoId ?? null);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  useEffect(() => {
    const first = ORDER.find((field) => problems[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }, [problems]);

  /** The birthday the age or date gives, or why there is none. */
  function birthdayGiven(): { birthday: string } | { problem: string } {
    if (ageBy === 'birthday')
      return CALENDAR_DATE.test(birthday) ? { birthday } : { problem: 'Give the birthday as a date' };
    const y = Number(years);
    const m = months.trim() === '' ? 0 : Number(months);
    const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
    if (years.trim() === '' || !whole(y, ageMaxYears) || !whole(m, 11))
      return { problem: `Give the age in whole years (0 to ${ageMaxYears}) and months (0 to 11)` };
    return { birthday: birthdayFromAge(y, m, today) };
  }
  const given = birthdayGiven();
  const stage = 'birthday' in given && given.birthday <= today ? lifestageHint(species, given.birthday, today) : null;

  function chooseSpecies(next: Species) {
    setSpecies(next);
    const known = new Set(conditions[next].map((c) => c.value));
    setHealth((chosen) => chosen.filter((value) => known.has(value)));
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = new FormData(event.currentTarget);
    if (!('birthday' in given)) {
      setProblems({ birthday: given.problem });
      setError('Please check the marked fields.');
      return;
    }
    const weight = String(entries.get('weightLb') ?? '').trim();
    const breedSize = String(entries.get('breedSize') ?? '');
    const input = {
      name: String(entries.get('name') ?? '').trim(),
      species,
      birthday: given.birthday,
      ...(species === 'dog' && breedSize ? { breedSize: breedSize as BreedSize } : {}),
      // Text or nothing goes as null, for the shop to say what a weight must be.
      weightLb: weight === '' || !Number.isFinite(Number(weight)) ? null : Number(weight),
      activity: String(entries.get('activity') ?? 'normal') as Activity,
      neutered: entries.get('neutered') === 'on',
      healthConditions: health,
      ...(photoId ? { photoId } : {}),
    };
    setProblems({});
    return run(async () => {
      try {
        const answer = pet
          ? await postJson<{ pet: Pet }>('/api/account/pets/update', { id: pet.id, ...input })
          : await postJson<{ pet: Pet }>('/api/account/pets/create', input);
        onSaved(answer.pet);
      } catch (caught) {
        const refused: Problems = {};
        for (const issue of requestIssues(caught)) refused[issue.path[0] as Field] ??= issue.message;
        if (Object.keys(refused).length === 0) throw caught;
        setProblems(refused);
        setError('Please check the marked fields.');
      }
    });
  }

  const marks = (field: Field, hint?: string) => ({
    'data-field': field,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `pet-${field}-error` : hint,
  });
  const problem = (field: Field) =>
    problems[field] && (
      <span id={`pet-${field}-error`} className="form-error">
        {problems[field]}
      </span>
    );

  return (
    <form
      ref={form}
      className="account-form pet-form"
      onSubmit={send}
      aria-label={pet ? `Edit ${pet.name}` : 'Add a pet'}
      noValidate
    >
      <h2>{pet ? `Edit ${pet.name}` : 'Add a pet'}</h2>
      <p>
        <label htmlFor="pet-name">Name</label>
        <input id="pet-name" name="name" maxLength={nameMax} defaultValue={pet?.name ?? ''} {...marks('name')} />
        {problem('name')}
      </p>
      <fieldset className="pet-choice">
        <legend>Dog or cat</legend>
        {(['dog', 'cat'] as const).map((each, index) => (
          <label key={each}>
            <input
              type="radio"
              name="species"
              value={each}
              checked={species === each}
              onChange={() => chooseSpecies(each)}
              {...(index === 0 ? marks('species') : {})}
            />{' '}
            {each === 'dog' ? 'Dog' : 'Cat'}
          </label>
        ))}
        {problem('species')}
      </fieldset>
      <fieldset className="pet-age">
        <legend>Age</legend>
        <div className="pet-choice">
          <label>
            <input type="radio" name="ageBy" checked={ageBy === 'age'} onChange={() => setAgeBy('age')} /> I know the
            age
          </label>
          <label>
            <input type="radio" name="ageBy" checked={ageBy === 'birthday'} onChange={() => setAgeBy('birthday')} /> I
            know the birthday
          </label>
        </div>
        {ageBy === 'birthday' ? (
          <p>
            <label htmlFor="pet-birthday">Birthday</label>
            <input
              id="pet-birthday"
              type="date"
              max={today}
              value={birthday}
              onChange={(event) => setBirthday(event.target.value)}
              {...marks('birthday', 'pet-lifestage')}
            />
          </p>
        ) : (
          <div className="pet-age-fields">
            <p>
              <label htmlFor="pet-years">Years</label>
              <input
                id="pet-years"
                type="number"
                inputMode="numeric"
                min={0}
                max={ageMaxYears}
                value={years}
                onChange={(event) => setYears(event.target.value)}
                {...marks('birthday', 'pet-lifestage')}
              />
            </p>
            <p>
              <label htmlFor="pet-months">Months</label>
              <input
                id="pet-months"
                type="number"
                inputMode="numeric"
                min={0}
                max={11}
                value={months}
                onChange={(event) => setMonths(event.target.value)}
                aria-describedby="pet-lifestage"
              />
            </p>
          </div>
        )}
        <span id="pet-lifestage" className="form-hint pet-lifestage">
          {stage ? `Lifestage: ${stage}` : 'Puppies and kittens are under 1 year; seniors from 7.'}
        </span>
        {problem('birthday')}
      </fieldset>
      {species === 'dog' && (
        <p>
          <label htmlFor="pet-breed-size">Breed size</label>
          <select id="pet-breed-size" name="breedSize" defaultValue={pet?.breedSize ?? ''} {...marks('breedSize')}>
            <option value="">Not sure</option>
            {(Object.keys(BREED_SIZE_LABELS) as BreedSize[]).map((size) => (
              <option key={size} value={size}>
                {BREED_SIZE_LABELS[size]}
              </option>
            ))}
          </select>
          {problem('breedSize')}
        </p>
      )}
      <p>
        <label htmlFor="pet-weight">Weight in lb</label>
        <input
          id="pet-weight"
          name="weightLb"
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          defaultValue={pet?.weightLb ?? ''}
          {...marks('weightLb')}
        />
        {problem('weightLb')}
      </p>
      <p>
        <label htmlFor="pet-activity">Activity</label>
        <select id="pet-activity" name="activity" defaultValue={pet?.activity ?? 'normal'} {...marks('activity')}>
          {(Object.keys(ACTIVITY_LABELS) as Activity[]).map((level) => (
            <option key={level} value={level}>
              {ACTIVITY_LABELS[level]}
            </option>
          ))}
        </select>
        {problem('activity')}
      </p>
      <p className="check">
        <label>
          <input type="checkbox" name="neutered" defaultChecked={pet?.neutered ?? false} /> Spayed or neutered
        </label>
      </p>
      <fieldset
        className="pet-health"
        aria-describedby={problems.healthConditions ? 'pet-healthConditions-error' : undefined}
      >
        <legend>Health conditions (optional)</legend>
        {conditions[species].map((condition, index) => (
          <label key={condition.value}>
            <input
              type="checkbox"
              value={condition.value}
              checked={health.includes(condition.value)}
              onChange={(event) =>
                setHealth((chosen) =>
                  event.target.checked
                    ? [...chosen, condition.value]
                    : chosen.filter((value) => value !== condition.value),
                )
              }
              {...(index === 0 ? { 'data-field': 'healthConditions' } : {})}
            />{' '}
            {condition.label}
          </label>
        ))}
        {problem('healthConditions')}
      </fieldset>
      <PetPhotoField photoId={photoId} onChange={setPhotoId} onBusy={setUploading} problem={problems.photoId} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="pet-form-actions">
        <button type="submit" className="button" disabled={busy || uploading} aria-busy={busy}>
          {busy ? 'Saving…' : pet ? 'Save changes' : 'Add pet'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </form>
  );
}
