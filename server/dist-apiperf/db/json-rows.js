import { getTableColumns } from 'drizzle-orm';
// A table's columns as [property, SQL name, column], computed once per table.
const columnLists = new WeakMap();
function columnsOf(table) {
    let list = columnLists.get(table);
    if (!list) {
        list = Object.entries(getTableColumns(table)).map(([key, column]) => [
            key,
            column.name,
            column,
        ]);
        columnLists.set(table, list);
    }
    return list;
}
/**
 * Rows a statement returned as JSON (`json_agg(t)` of a table's rows, so that one statement can
 * read a row and its children) in the shape a Drizzle select of the table gives: property names,
 * and each value decoded by its column as Drizzle does for its own relational queries (instants
 * become Dates, text arrays arrays). A column missing from the JSON reads as null.
 */
export function decodeJsonRows(table, rows) {
    if (!rows)
        return [];
    const columns = columnsOf(table);
    return rows.map((json) => {
        const record = {};
        for (const [key, name, column] of columns) {
            const value = json[name];
            record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
        }
        return record;
    });
}
//# sourceMappingURL=json-rows.js.map