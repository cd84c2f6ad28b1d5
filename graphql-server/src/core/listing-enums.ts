import { registerEnumType } from 'type-graphql';

/**
 * The listing's categories and conditions as GraphQL names them (core/listing-categories.ts holds
 * the stored names): every module that filters or shows listings (products, saved searches) uses these.
 */
export enum Category {
  BOOKS = 'BOOKS',
  CLOTHING = 'CLOTHING',
  ELECTRONICS = 'ELECTRONICS',
  FURNITURE = 'FURNITURE',
  MISCELLANEOUS = 'MISCELLANEOUS',
  RENTAL = 'RENTAL',
  SERVICE = 'SERVICE',
}

export enum Condition {
  LIKE_NEW = 'LIKE_NEW',
  NEW = 'NEW',
  NOT_APPLICABLE = 'NOT_APPLICABLE',
  USED = 'USED',
}

registerEnumType(Category, {
  name: 'Category',
  description: 'The categories of docs/product.md#listings, one list everywhere (the edit form included).',
  valuesConfig: {
    BOOKS: { description: 'Books, notes and other study material.' },
    CLOTHING: { description: 'Clothes, shoes and accessories.' },
    ELECTRONICS: { description: 'Phones, laptops, calculators and other devices.' },
    FURNITURE: { description: 'Chairs, tables, shelves and other room furniture.' },
    MISCELLANEOUS: { description: 'Anything that fits no other category.' },
    RENTAL: { description: 'Things lent for a time rather than sold; a rental has no condition.' },
    SERVICE: { description: 'Work offered rather than a thing (tutoring, repairs...).' },
  },
});

registerEnumType(Condition, {
  name: 'Condition',
  description: 'Item condition. Rental products have none.',
  valuesConfig: {
    LIKE_NEW: { description: 'Used, but with no visible wear.' },
    NEW: { description: 'Never used.' },
    NOT_APPLICABLE: { description: 'Condition does not apply (a service, for example); shown as N/A.' },
    USED: { description: 'Used, with signs of use.' },
  },
});
