// What a customer writes in a review (issue 41), checked and cleaned before anything is kept: no markup, no links.
import { z } from 'zod/v4';
import { htmlToText } from '../catalog/feed/html-text';
import { BODY_MAX, BODY_MIN, PET_AGE_MAX, PET_NAME_MAX, TITLE_MAX } from './rules';

// An address in any of the forms people paste: with a scheme, from www., an email, or a bare domain with a common
// ending.
const LINK =
  /\b(?:(?:https?|ftp):\/\/|www\.|mailto:)\S+|\S+@\S+\.[a-z]{2,}\b|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|us|info|biz|ly|me|shop|store)(?:\/\S*)?/gi;

/** Text without markup; markup written escaped ("&lt;b&gt;") is decoded and taken out too, until none is left. */
function withoutMarkup(text: string): string {
  let before = text;
  for (let pass = 0; pass < 5; pass += 1) {
    const after = htmlToText(before.replace(/\n/g, '<br>'));
    if (after === before) return after;
    before = after;
  }
  return before.replace(/</g, '‹');
}

/** A review's text as it is kept: no markup and no links, paragraphs as line breaks, spaces collapsed. */
export function cleanReviewText(text: string): string {
  return withoutMarkup(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) =>
      line
        .replace(LINK, '')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

/** One line, cleaned the same way (a title, a pet's name). */
export const cleanReviewLine = (text: string): string => cleanReviewText(text).replace(/\n/g, ' ');

const line = (max: number, what: string) =>
  z
    .string()
    .max(max * 4, `${what} is too long`)
    .transform(cleanReviewLine)
    .pipe(z.string().max(max, `${what} can be at most ${max} characters`));

const optionalLine = (max: number, what: string) =>
  z
    .union([line(max, what), z.null()])
    .optional()
    .transform((value) => value || null);

/** What a customer writes: checked and cleaned before anything is kept. */
export const reviewFields = z.object({
  rating: z
    .number()
    .int('The rating is a whole number of stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  title: line(TITLE_MAX, 'The title').pipe(z.string().min(1, 'Give your review a title')),
  body: z
    .string()
    .max(BODY_MAX * 2, 'The review is too long')
    .transform(cleanReviewText)
    .pipe(
      z
        .string()
        .min(BODY_MIN, `Tell other pet parents a little more: at least ${BODY_MIN} characters`)
        .max(BODY_MAX, `A review can be at most ${BODY_MAX} characters`),
    ),
  petName: optionalLine(PET_NAME_MAX, "The pet's name"),
  petAge: optionalLine(PET_AGE_MAX, "The pet's age"),
  recommend: z.boolean(),
});
export type ReviewFields = z.output<typeof reviewFields>;
