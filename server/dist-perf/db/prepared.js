/**
 * A statement built once per database handle and prepared by name: Drizzle keeps its SQL (no
 * query building per call) and PostgreSQL keeps its plan per connection (node-postgres sends the
 * name and the values only). For the read paths that every page load runs.
 */
export function preparedPerDatabase(build) {
    const statements = new WeakMap();
    return (db) => {
        let statement = statements.get(db);
        if (!statement) {
            statement = build(db);
            statements.set(db, statement);
        }
        return statement;
    };
}
//# sourceMappingURL=prepared.js.map