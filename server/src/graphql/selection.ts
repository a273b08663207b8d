import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields of a selection set, through inline fragments and named ones (each named once). */
function fieldsOf(
  info: GraphQLResolveInfo,
  set: SelectionSetNode | undefined,
  seen = new Set<string>(),
  out: FieldNode[] = [],
): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fieldsOf(info, selection.selectionSet, seen, out);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      fieldsOf(info, info.fragments[selection.name.value]?.selectionSet, seen, out);
    }
  }
  return out;
}

/** The fields directly under the field being resolved, from every node it appears in. */
const childFields = (info: GraphQLResolveInfo): FieldNode[] =>
  info.fieldNodes.flatMap((node) => fieldsOf(info, node.selectionSet));

/**
 * Whether the field being resolved asks for any of `names` directly under it (fragments
 * included), so that a resolver can read everything the query needs in one statement.
 */
export function selectsAnyField(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = new Set(names);
  return childFields(info).some((field) => wanted.has(field.name.value));
}

// The answers of selectedFields by the field's node. Yoga parses a document text once and hands
// out the same nodes for every request of it, so a page read meets the same node each time; the
// node is part of one document, so its fragments are always the same.
const selectedByNode = new WeakMap<FieldNode, ReadonlySet<string>>();

/**
 * The names of the fields selected directly under the field being resolved (fragments included,
 * aliases resolved to field names), e.g. the Game fields a list of games is asked for. The set is
 * shared by every request of the same document: read it, never change it.
 */
export function selectedFields(info: GraphQLResolveInfo): ReadonlySet<string> {
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const known = node && selectedByNode.get(node);
  if (known) return known;
  const fields = new Set(childFields(info).map((field) => field.name.value));
  if (node) selectedByNode.set(node, fields);
  return fields;
}

/** The fields selected under those of `fields` named in `names` (fragments included). */
const fieldsUnder = (
  info: GraphQLResolveInfo,
  fields: readonly FieldNode[],
  names: ReadonlySet<string>,
): FieldNode[] =>
  fields.flatMap((field) =>
    names.has(field.name.value) ? fieldsOf(info, field.selectionSet) : [],
  );

/**
 * The names of the fields selected under the given child fields of the field being resolved
 * (fragments included, aliases resolved to field names), e.g. which Game fields a `team` query
 * asks for under `games` and `upcomingGames`: a resolver reads only those.
 */
export function selectedSubfields(
  info: GraphQLResolveInfo,
  children: readonly string[],
): Set<string> {
  return new Set(
    fieldsUnder(info, childFields(info), new Set(children)).map((field) => field.name.value),
  );
}

/**
 * The names of the fields selected at the end of a path of fields under the field being resolved
 * (fragments included, aliases resolved to field names), e.g. the Game fields a chat page asks
 * for under `messages { game { ... } }`.
 */
export function selectedFieldsAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let fields = childFields(info);
  for (const name of path) fields = fieldsUnder(info, fields, new Set([name]));
  return new Set(fields.map((field) => field.name.value));
}
