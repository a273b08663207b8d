const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
// Sentence punctuation right after a URL in prose is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
const ENTITIES = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    '#39': "'",
};
function decodeEntities(value) {
    return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
        const lower = name.toLowerCase();
        if (lower.startsWith('#x'))
            return String.fromCodePoint(parseInt(lower.slice(2), 16));
        if (lower.startsWith('#'))
            return String.fromCodePoint(parseInt(lower.slice(1), 10));
        return ENTITIES[lower] ?? entity;
    });
}
const isHttp = (value) => /^https?:\/\//i.test(value);
/**
 * Every http(s) link of a message, in order of appearance and without duplicates: the hrefs of
 * the HTML part (entity-decoded, so `&amp;` in a query string becomes `&`) and the URLs written
 * out in the plain-text part.
 */
export function extractLinks(text, html) {
    const found = [];
    for (const match of html.matchAll(HREF)) {
        const href = decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim());
        if (isHttp(href))
            found.push(href);
    }
    for (const match of text.matchAll(URL_IN_TEXT)) {
        found.push(match[0].replace(TRAILING_PUNCTUATION, ''));
    }
    return [...new Set(found)];
}
//# sourceMappingURL=links.js.map