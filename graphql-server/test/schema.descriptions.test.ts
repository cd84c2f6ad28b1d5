import {
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { graphqlSchema } from '../src/schema';

/** Every element of a type another campus app may read about, named as `Type.field(arg)`. */
function undocumented(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text?.trim();
  if (blank(type.description)) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : []) {
        if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

describe('the GraphQL contract', () => {
  it('describes every type, field, argument and enum value', async () => {
    const schema = await graphqlSchema();
    const types = Object.values(schema.getTypeMap()).filter(
      (t) => !isIntrospectionType(t) && !isSpecifiedScalarType(t),
    );
    expect(types.length).toBeGreaterThan(30);
    // The list names each element without a description, so the failure says what to write.
    expect(types.flatMap(undocumented)).toEqual([]);
  });
});
