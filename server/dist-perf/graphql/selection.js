import { Kind } from 'graphql';
/**
 * Whether the field being resolved asks for any of `names` directly under it (fragments
 * included), so that a resolver can read everything the query needs in one statement.
 */
export function selectsAnyField(info, names) {
    const wanted = new Set(names);
    const seen = new Set();
    const visit = (set) => !!set &&
        set.selections.some((selection) => {
            if (selection.kind === Kind.FIELD)
                return wanted.has(selection.name.value);
            if (selection.kind === Kind.INLINE_FRAGMENT)
                return visit(selection.selectionSet);
            const name = selection.name.value;
            if (seen.has(name))
                return false;
            seen.add(name);
            return visit(info.fragments[name]?.selectionSet);
        });
    return info.fieldNodes.some((node) => visit(node.selectionSet));
}
//# sourceMappingURL=selection.js.map