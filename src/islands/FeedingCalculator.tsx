// How much to feed (issue 42 §2): one of the shopper's pets, or a pet a guest describes, and this food's day for it,
// how long each size lasts and the autoship that fits, with one control that sets the purchase panel to it. The server
// draws it with the first pet's figures, so a signed-in shopper reads them before it hydrates.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Activity } from '../lib/catalog/feeding';
import { choosePurchase, purchaseFragment, type PurchaseChoice } from '../lib/cart/purchase-choice';
import {
  daysText,
  feedingAdvice,
  packsText,
  petFromEntry,
  type AutoshipAdvice,
  type EntryProblem,
  type PetEntry,
  type PetLimits,
} from '../lib/pets/feeding-advice';
import type { FeedingFood } from '../lib/pets/feeding-food';
import type { PetFacts } from '../lib/pets/feeding-plan';
import { useHydrated } from './parts/use-hydrated';

/** A pet of the shopper's, with the label its choice shows ("Max · 60 lb · Senior"). */
export type PetOption = PetFacts & { id: string; label: string };

type Props = {
  food: FeedingFood;
  pets: PetOption[];
  today: string;
  limits: PetLimits;
  activities: { value: Activity; label: string }[];
  /** Where a guest signs in; null for a signed-in shopper. */
  signInHref: string | null;
  petsHref: string;
};

const ANOTHER = 'another';
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The one press that sets the purchase panel to autoship at the plan (src/lib/cart/purchase-choice.ts). */
function UseButton({ choice, disabled, children }: { choice: PurchaseChoice; disabled: boolean; children: ReactNode }) {
  return (
    <button type="button" className="button secondary" disabled={disabled} onClick={() => choosePurchase(choice)}>
      {children}
    </button>
  );
}

function Autoship({ advice, disabled }: { advice: AutoshipAdvice; disabled: boolean }) {
  const { size } = advice;
  if (advice.fits)
    return (
      <div className="feed-autoship">
        <p>
          <strong>{advice.plan.name}</strong> arrives before the {size.name} runs out.
        </p>
        <UseButton choice={{ sku: size.sku, planId: advice.plan.id, quantity: 1 }} disabled={disabled}>
          Use {advice.plan.name}
        </UseButton>
      </div>
    );
  const { larger, twoPacks } = advice;
  const two = packsText(2, size.pack);
  return (
    <div className="feed-autoship">
      <p>
        No autoship comes often enough for one {size.name}: it lasts {daysText(advice.days)}.
        {!larger && !twoPacks && ' Choose a larger size, or more than one at a time.'}
      </p>
      {larger && (
        <p className="feed-option">
          <span>
            The {larger.size.name} lasts {daysText(larger.days)}: <strong>{larger.plan.name}</strong> arrives before it
            runs out.
          </span>
          <a className="button secondary" href={`${larger.size.href}${purchaseFragment(larger.plan.id)}`}>
            Use the {larger.size.name} {lowerFirst(larger.plan.name)}
          </a>
        </p>
      )}
      {twoPacks && (
        <p className="feed-option">
          <span>
            {larger ? 'Or ' : ''}
            {two} at a time last {daysText(twoPacks.days)}: <strong>{twoPacks.plan.name}</strong> arrives before they
            run out.
          </span>
          <UseButton choice={{ sku: size.sku, planId: twoPacks.plan.id, quantity: 2 }} disabled={disabled}>
            Use {two} {lowerFirst(twoPacks.plan.name)}
          </UseButton>
        </p>
      )}
    </div>
  );
}

export default function FeedingCalculator({ food, pets, today, limits, activities, signInHref, petsHref }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(pets[0]?.id ?? ANOTHER);
  const [guest, setGuest] = useState<{ pet: PetFacts } | { problems: EntryProblem[] } | null>(null);
  const own = pets.find((p) => p.id === chosen);
  const pet = own ?? (guest && 'pet' in guest ? guest.pet : null);
  const advice = pet ? feedingAdvice(pet, food, today) : null;
  const problems = !own && guest && 'problems' in guest ? guest.problems : [];
  const species = food.species;

  // The fields keep what they hold themselves, so what a shopper typed before the island hydrated stays.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const entry: PetEntry = {
      weight: text('weight'),
      years: text('years'),
      months: text('months'),
      activity: activities.find((a) => a.value === text('activity'))?.value ?? 'normal',
      neutered: form.get('neutered') === 'on',
    };
    const read = petFromEntry(entry, species, limits, today);
    setGuest(read.ok ? { pet: read.pet } : { problems: read.problems });
  }
  const problemOf = (field: EntryProblem['field']) => problems.find((p) => p.field === field);
  const invalid = (field: EntryProblem['field']) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const note = (field: EntryProblem['field']) => {
    const problem = problemOf(field);
    return (
      problem && (
        <span id={`${id}-${field}-error`} className="form-error" role="alert">
          {problem.message}
        </span>
      )
    );
  };

  return (
    <div className="feed-calculator">
      {pets.length > 0 && (
        <fieldset className="purchase-choice feed-pets">
          <legend>Your {species}</legend>
          {[...pets.map((p) => ({ value: p.id, label: p.label })), { value: ANOTHER, label: `Another ${species}` }].map(
            (option) => (
              <label
                key={option.value}
                className={`purchase-option feed-pet${chosen === option.value ? ' selected' : ''}`}
              >
                <input
                  type="radio"
                  name={`${id}-pet`}
                  value={option.value}
                  checked={chosen === option.value}
                  disabled={!hydrated}
                  onChange={() => setChosen(option.value)}
                />
                {option.label}
              </label>
            ),
          )}
        </fieldset>
      )}
      {/* Kept while one of the shopper's pets is chosen, so what they typed is there when they come back to it. */}
      <form className="feed-form" noValidate onSubmit={submit} aria-label={`Your ${species}`} hidden={Boolean(own)}>
        <p className="feed-field">
          <label htmlFor={`${id}-weight`}>Weight (lb)</label>
          <input id={`${id}-weight`} inputMode="decimal" autoComplete="off" name="weight" {...invalid('weight')} />
          {note('weight')}
        </p>
        <fieldset className="feed-age">
          <legend>Age</legend>
          <label>
            Years
            <input inputMode="numeric" autoComplete="off" name="years" {...invalid('age')} />
          </label>
          <label>
            Months
            <input inputMode="numeric" autoComplete="off" name="months" {...invalid('age')} />
          </label>
          {note('age')}
        </fieldset>
        <p className="feed-field">
          <label htmlFor={`${id}-activity`}>Activity</label>
          <select id={`${id}-activity`} name="activity" defaultValue="normal">
            {activities.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </p>
        <label className="feed-check">
          <input type="checkbox" name="neutered" defaultChecked />
          Spayed or neutered
        </label>
        <p className="feed-submit">
          <button type="submit" className="button" disabled={!hydrated}>
            Show how much to feed
          </button>
        </p>
      </form>
      <p className="feed-account">
        {signInHref ? (
          <>
            <a href={signInHref}>Sign in</a> to choose one of your pets, or add them in <a href={petsHref}>My Pets</a>.
          </>
        ) : pets.length > 0 ? (
          <>
            Change your pets in <a href={petsHref}>My Pets</a>.
          </>
        ) : (
          <>
            Add your pets in <a href={petsHref}>My Pets</a> to see their amounts here at once.
          </>
        )}
      </p>
      <div className="feed-result" aria-live="polite">
        {advice && (
          <>
            <p className="feed-amount">
              <strong>{advice.amountText} a day</strong>, about {advice.calories.toLocaleString('en-US')} kcal
            </p>
            <h3>How long each size lasts</h3>
            <ul className="feed-sizes">
              {advice.sizes.map((s) => (
                <li key={s.sku}>
                  {s.shown ? <strong>{s.name}</strong> : s.name}: {daysText(s.days)}
                  {s.shown && <span className="feed-this"> (this size)</span>}
                </li>
              ))}
            </ul>
            {advice.autoship && <Autoship advice={advice.autoship} disabled={!hydrated} />}
          </>
        )}
      </div>
    </div>
  );
}
