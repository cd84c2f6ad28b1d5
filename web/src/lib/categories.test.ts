import { describe, expect, it } from '@jest/globals';
import { Category, Condition } from '../graphql/generated';
import { categoryName, categoryPath, conditionLabel, conditionSlug, parseCategory, parseCondition } from './categories';

describe('categories', () => {
  it('parses any case of the enum or display name', () => {
    for (const text of ['electronics', 'Electronics', 'ELECTRONICS', ' electronics '])
      expect(parseCategory(text)).toBe(Category.Electronics);
    expect(parseCategory('miscellaneous')).toBe(Category.Miscellaneous);
    expect(parseCategory('Rental')).toBe(Category.Rental);
  });

  it('refuses unknown and empty values', () => {
    expect(parseCategory('Toys')).toBeNull();
    expect(parseCategory('')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });

  it('names and links a category by its display name', () => {
    expect(categoryName(Category.Clothing)).toBe('Clothing');
    expect(categoryPath(Category.Electronics)).toBe('/category/Electronics');
    expect(parseCategory(decodeURIComponent(categoryPath(Category.Books).split('/')[2]))).toBe(Category.Books);
  });
});

describe('conditions', () => {
  it('parses the spec lower-case values, labels and enum names', () => {
    expect(parseCondition('new')).toBe(Condition.New);
    expect(parseCondition('used')).toBe(Condition.Used);
    for (const text of ['Like New', 'like new', 'like-new', 'LIKE_NEW', 'likenew'])
      expect(parseCondition(text)).toBe(Condition.LikeNew);
    for (const text of ['N/A', 'n/a', 'NOT_APPLICABLE', 'na'])
      expect(parseCondition(text)).toBe(Condition.NotApplicable);
  });

  it('refuses unknown values', () => {
    expect(parseCondition('broken')).toBeNull();
    expect(parseCondition('')).toBeNull();
  });

  it('labels and slugs round-trip', () => {
    expect(conditionLabel(Condition.LikeNew)).toBe('Like New');
    expect(conditionSlug(Condition.LikeNew)).toBe('like-new');
    for (const c of [Condition.New, Condition.LikeNew, Condition.Used, Condition.NotApplicable])
      expect(parseCondition(conditionSlug(c))).toBe(c);
  });
});
