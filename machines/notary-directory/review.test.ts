import { describe, expect, it } from 'vitest';
import { hideReasonSchema, reviewKeys, reviewSchema } from './review';

const issue = (input: unknown) => reviewSchema.safeParse(input).error?.issues[0]?.message;

describe('the review rule (section 5: rating required 1-5)', () => {
  it('requires a whole rating from 1 to 5', () => {
    expect(issue({})).toBe(reviewKeys.ratingRequired);
    expect(issue({ rating: null })).toBe(reviewKeys.ratingRequired);
    for (const rating of [0, 6, 2.5, '3']) expect(issue({ rating })).toBe(reviewKeys.ratingRange);
    expect(reviewSchema.parse({ rating: 5 })).toEqual({ rating: 5 });
  });

  it('keeps an optional text up to 1000 characters, trimmed; a blank one is none', () => {
    expect(reviewSchema.parse({ rating: 1, text: '   ' })).toEqual({ rating: 1 });
    expect(reviewSchema.parse({ rating: 1, text: ' Yaxshi ' }).text).toBe('Yaxshi');
    expect(reviewSchema.parse({ rating: 1, text: 'x'.repeat(1000) }).text).toHaveLength(1000);
    expect(issue({ rating: 1, text: 'x'.repeat(1001) })).toBe(reviewKeys.textTooLong);
  });

  it('wants a reason to hide, at most 300 characters', () => {
    expect(hideReasonSchema.safeParse(' ').error?.issues[0]?.message).toBe(reviewKeys.reasonRequired);
    expect(hideReasonSchema.safeParse('x'.repeat(301)).error?.issues[0]?.message).toBe(
      reviewKeys.reasonTooLong,
    );
    expect(hideReasonSchema.parse(' Haqoratli ')).toBe('Haqoratli');
  });
});
