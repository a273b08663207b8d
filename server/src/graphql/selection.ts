import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved asks for any of `names` directly under it (fragments
 * included), so that a resolver can read everything the query needs in one statement.
 */
export function selectsAnyField(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = new Set(names);
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set &&
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return wanted.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return visit(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/**
 * The names of the fields selected under the given child fields of the field being resolved
 * (fragments included, aliases resolved to field names), e.g. which Game fields a `team` query
 * asks for under `games` and `upcomingGames`: a resolver reads only those.
 */
export function selectedSubfields(
  info: GraphQLResolveInfo,
  children: readonly string[],
): Set<string> {
  const wanted = new Set(children);
  const names = new Set<string>();
  const fieldsOf = (set: SelectionSetNode | undefined, seen: Set<string>, out: FieldNode[]) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) out.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, seen, out);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        fieldsOf(info.fragments[selection.name.value]?.selectionSet, seen, out);
      }
    }
    return out;
  };
  for (const node of info.fieldNodes) {
    for (const child of fieldsOf(node.selectionSet, new Set(), [])) {
      if (!wanted.has(child.name.value)) continue;
      for (const field of fieldsOf(child.selectionSet, new Set(), [])) names.add(field.name.value);
    }
  }
  return names;
}
