// Writing or editing a review (issue 41 §1): stars, a title, the review, the pet's name and age (optional) and
// whether the shopper would recommend the food. The shop checks and cleans it; each refused field says why beside
// itself. A new or changed review waits for an editor.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson, requestIssues } from '../../lib/site/api-client';
import { BODY_MAX, BODY_MIN, PET_AGE_MAX, PET_NAME_MAX, TITLE_MAX } from '../../lib/reviews/rules';
import type { KeptReview } from '../../lib/reviews/types';
import '../../styles/stars.css';
import { useSubmission } from '../parts/use-submission';

type Field = 'rating' | 'title' | 'body' | 'petName' | 'petAge' | 'recommend';
type Props = {
  handle: string;
  productTitle: string;
  /** The review being changed; none to write a new one. */
  editing: KeptReview | null;
  onSaved: (review: KeptReview) => void;
  onCancel: () => void;
};

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function ReviewForm({ handle, productTitle, editing, onSaved, onCancel }: Props) {
  const { busy, error, setError, run } = useSubmission();
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [body, setBody] = useState(editing?.body ?? '');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = new FormData(event.currentTarget);
    const text = (key: string) => String(entries.get(key) ?? '').trim();
    const missing: Partial<Record<Field, string>> = {};
    if (rating < 1) missing.rating = 'Choose 1 to 5 stars';
    if (!entries.get('recommend')) missing.recommend = 'Say whether you would recommend it';
    setProblems(missing);
    if (Object.keys(missing).length > 0) {
      setError('Please check the marked fields.');
      return;
    }
    const review = {
      rating,
      title: text('title'),
      body: text('body'),
      petName: text('petName') || null,
      petAge: text('petAge') || null,
      recommend: entries.get('recommend') === 'yes',
    };
    return run(async () => {
      try {
        const answer = editing
          ? await postJson<{ review: KeptReview }>('/api/reviews/update', { id: editing.id, ...review })
          : await postJson<{ review: KeptReview }>('/api/reviews/submit', { handle, ...review });
        onSaved(answer.review);
      } catch (caught) {
        const refused: Partial<Record<Field, string>> = {};
        for (const issue of requestIssues(caught)) refused[issue.path[0] as Field] ??= issue.message;
        if (Object.keys(refused).length === 0) throw caught;
        setProblems(refused);
        setError('Please check the marked fields.');
      }
    });
  }

  const marks = (field: Field) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `review-${field}-error` } : {};
  const problem = (field: Field) =>
    problems[field] && (
      <span id={`review-${field}-error`} className="form-error">
        {problems[field]}
      </span>
    );

  return (
    <form
      ref={form}
      className="review-form"
      onSubmit={send}
      aria-label={`${editing ? 'Edit your review' : 'Write a review'} of ${productTitle}`}
      noValidate
    >
      <fieldset className="review-rating-choice" {...marks('rating')}>
        <legend>Your rating</legend>
        <div className="review-rating-stars">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={stars <= rating ? 'chosen' : ''}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                {...(problems.rating ? { 'aria-describedby': 'review-rating-error' } : {})}
              />
              <span aria-hidden="true" className="review-star" />
              <span className="visually-hidden">
                {stars} {stars === 1 ? 'star' : 'stars'}: {STAR_WORDS[stars]}
              </span>
            </label>
          ))}
          <span className="review-rating-word" aria-hidden="true">
            {STAR_WORDS[rating]}
          </span>
        </div>
        {problem('rating')}
      </fieldset>
      <p>
        <label htmlFor="review-title">Title</label>
        <input
          id="review-title"
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={editing?.title ?? ''}
          placeholder="Sum it up in a few words"
          {...marks('title')}
        />
        {problem('title')}
      </p>
      <p>
        <label htmlFor="review-body">Your review</label>
        <textarea
          id="review-body"
          name="body"
          required
          rows={6}
          minLength={BODY_MIN}
          maxLength={BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={problems.body ? 'review-body-error' : 'review-body-hint'}
          aria-invalid={problems.body ? true : undefined}
        />
        <span id="review-body-hint" className="form-hint">
          What did your pet think? How was it for digestion, coat, energy? At least {BODY_MIN} characters (
          {body.trim().length} written). Links and contact details are not published.
        </span>
        {problem('body')}
      </p>
      <div className="review-pet-fields">
        <p>
          <label htmlFor="review-pet-name">Pet's name (optional)</label>
          <input
            id="review-pet-name"
            name="petName"
            maxLength={PET_NAME_MAX}
            defaultValue={editing?.petName ?? ''}
            {...marks('petName')}
          />
          {problem('petName')}
        </p>
        <p>
          <label htmlFor="review-pet-age">Pet's age (optional)</label>
          <input
            id="review-pet-age"
            name="petAge"
            maxLength={PET_AGE_MAX}
            placeholder="e.g. 3 years"
            defaultValue={editing?.petAge ?? ''}
            {...marks('petAge')}
          />
          {problem('petAge')}
        </p>
      </div>
      <fieldset className="review-recommend-choice" {...marks('recommend')}>
        <legend>Would you recommend this food?</legend>
        <label>
          <input type="radio" name="recommend" value="yes" defaultChecked={editing?.recommend === true} /> Yes
        </label>
        <label>
          <input type="radio" name="recommend" value="no" defaultChecked={editing?.recommend === false} /> No
        </label>
        {problem('recommend')}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="review-form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : editing ? 'Save changes' : 'Submit review'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
      <p className="form-hint">Reviews are checked before they appear, usually within a day.</p>
    </form>
  );
}
