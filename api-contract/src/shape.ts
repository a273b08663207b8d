import {
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  getNamedType,
  typeFromAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLEnumType,
  type GraphQLScalarType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

function leafProblem(type: GraphQLScalarType | GraphQLEnumType, value: unknown): string | null {
  if (isEnumType(type)) {
    return type.getValue(String(value)) && typeof value === 'string'
      ? null
      : `${JSON.stringify(value)} is not a ${type.name} (${type
          .getValues()
          .map((v) => v.name)
          .join(', ')})`;
  }
  const ok: Record<string, (v: unknown) => boolean> = {
    Int: (v) => Number.isInteger(v),
    Float: (v) => typeof v === 'number',
    String: (v) => typeof v === 'string',
    Boolean: (v) => typeof v === 'boolean',
    ID: (v) => typeof v === 'string' || Number.isInteger(v),
    DateTime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  };
  const check = ok[type.name];
  if (!check) return null;
  return check(value) ? null : `${JSON.stringify(value)} is not a ${type.name}`;
}

/**
 * What is wrong with `data` as the answer to `document` under `schema`: fields the operation
 * selects but the answer lacks, nulls in non-null fields, values outside their scalar or enum,
 * and keys that are no field of their schema type. An empty list means the shape is right.
 */
export function shapeProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  data: unknown,
): string[] {
  const problems: string[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
  }
  if (!operation) return ['no operation'];
  const root = schema.getRootType(operation.operation);
  if (!root) return [`the schema has no ${operation.operation} type`];

  /** The selected fields by response key, fragments flattened for the runtime type. */
  const collect = (set: SelectionSetNode, type: GraphQLObjectType, into: Map<string, string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        into.set(selection.alias?.value ?? selection.name.value, selection.name.value);
      } else {
        const fragment =
          selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        if (!fragment) continue;
        const on = fragment.typeCondition?.name.value;
        const condition = on ? schema.getType(on) : type;
        if (
          !condition ||
          condition === type ||
          (isAbstractType(condition) && schema.isSubType(condition, type))
        ) {
          collect(fragment.selectionSet, type, into);
        }
      }
    }
  };
  const subSelections = (set: SelectionSetNode, type: GraphQLObjectType, key: string) => {
    const sets: SelectionSetNode[] = [];
    const walk = (s: SelectionSetNode) => {
      for (const selection of s.selections) {
        if (selection.kind === Kind.FIELD) {
          if ((selection.alias?.value ?? selection.name.value) === key && selection.selectionSet) {
            sets.push(selection.selectionSet);
          }
        } else {
          const fragment =
            selection.kind === Kind.FRAGMENT_SPREAD
              ? fragments.get(selection.name.value)
              : selection;
          if (fragment) walk(fragment.selectionSet);
        }
      }
    };
    walk(set);
    return sets.length
      ? { kind: Kind.SELECTION_SET, selections: sets.flatMap((s) => s.selections) }
      : undefined;
  };

  const checkValue = (
    type: GraphQLOutputType,
    value: unknown,
    set: SelectionSetNode | undefined,
    path: string,
  ) => {
    if (value === null || value === undefined) {
      if (isNonNullType(type)) problems.push(`${path}: null in a non-null ${String(type)}`);
      return;
    }
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      if (!Array.isArray(value))
        problems.push(`${path}: ${String(inner)} expected, got ${typeof value}`);
      else value.forEach((item, i) => checkValue(inner.ofType, item, set, `${path}[${i}]`));
      return;
    }
    if (isLeafType(inner)) {
      const problem = leafProblem(inner, value);
      if (problem) problems.push(`${path}: ${problem}`);
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${path}: object ${inner.name} expected, got ${JSON.stringify(value)}`);
      return;
    }
    const record = value as Record<string, unknown>;
    let objectType: GraphQLNamedType | undefined = inner;
    if (isAbstractType(inner)) {
      objectType =
        typeof record.__typename === 'string' ? schema.getType(record.__typename) : undefined;
      if (!objectType) {
        problems.push(`${path}: ${inner.name} answer without a known __typename`);
        return;
      }
    }
    if (!isObjectType(objectType)) return;
    checkObject(objectType, record, set, path);
  };

  const checkObject = (
    type: GraphQLObjectType,
    record: Record<string, unknown>,
    set: SelectionSetNode | undefined,
    path: string,
  ) => {
    const fields = type.getFields();
    const selected = new Map<string, string>();
    if (set) collect(set, type, selected);
    if (typeof record.__typename === 'string' && record.__typename !== type.name) {
      problems.push(`${path}: __typename ${record.__typename} where the schema has ${type.name}`);
    }
    for (const [key, fieldName] of selected) {
      if (fieldName === '__typename') continue;
      if (!(key in record)) problems.push(`${path}.${key}: selected but missing`);
    }
    for (const [key, value] of Object.entries(record)) {
      if (key === '__typename') continue;
      const fieldName = selected.get(key) ?? key;
      const field = fields[fieldName];
      if (!field) {
        problems.push(`${path}.${key}: ${type.name} has no field ${fieldName}`);
        continue;
      }
      const childSet = set && selected.has(key) ? subSelections(set, type, key) : undefined;
      checkValue(field.type, value, childSet as SelectionSetNode | undefined, `${path}.${key}`);
    }
  };

  if (!data || typeof data !== 'object') return ['no data object'];
  checkObject(root, data as Record<string, unknown>, operation.selectionSet, operation.operation);
  return problems;
}

/** Values for an operation's variables that satisfy their types; `idFor` picks the ids. */
export function sampleVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  idFor: (name: string) => string,
): Record<string, unknown> {
  const sample = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return sample(type.ofType, name);
    if (isListType(type)) return [sample(type.ofType, name)];
    if (isInputObjectType(type)) {
      const out: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        if (isNonNullType(field.type) && field.defaultValue === undefined) {
          out[field.name] = sample(field.type, field.name);
        }
      }
      return out;
    }
    if (isEnumType(type)) return type.getValues()[0]?.value;
    switch (getNamedType(type).name) {
      case 'ID':
        return idFor(name);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return new Date().toISOString();
      case 'JSON':
        return {};
      default:
        return /email/i.test(name) ? 'friend@example.com' : 'Sample';
    }
  };
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type || (!isNonNullType(type) && definition.defaultValue)) continue;
    if (!isNonNullType(type)) continue;
    variables[definition.variable.name.value] = sample(type, definition.variable.name.value);
  }
  return variables;
}
