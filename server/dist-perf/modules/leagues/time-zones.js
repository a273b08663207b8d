/**
 * Venue-local clock values and time-zone abbreviations, computed with Intl (full ICU in Node).
 * Formatters are expensive to build and are cached per zone.
 */
const partsFormatters = new Map();
const abbrFormatters = new Map();
function partsFormatter(timeZone) {
    let formatter = partsFormatters.get(timeZone);
    if (!formatter) {
        formatter = new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
        });
        partsFormatters.set(timeZone, formatter);
    }
    return formatter;
}
/** The wall-clock date and time in `timeZone` at an instant. */
export function toLocalDateTime(epochMs, timeZone) {
    const parts = {};
    for (const part of partsFormatter(timeZone).formatToParts(epochMs))
        parts[part.type] = part.value;
    return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
    };
}
// US locales name North American zones (EDT, CST, MST); British and Australian ones name
// European and Australian zones (BST, CET, AEST). Elsewhere Intl gives 'GMT+9', which we keep.
const ABBR_LOCALES = ['en-US', 'en-GB', 'en-AU'];
function abbrFormatter(locale, timeZone) {
    const key = `${locale}|${timeZone}`;
    let formatter = abbrFormatters.get(key);
    if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
        abbrFormatters.set(key, formatter);
    }
    return formatter;
}
// Zones without daylight saving whose common abbreviation no English locale of ICU gives.
const FIXED_ABBREVIATIONS = {
    'Asia/Tokyo': 'JST',
    'Asia/Seoul': 'KST',
    'America/Sao_Paulo': 'BRT',
};
/** 'EDT', 'CST', 'BST', 'CET', 'AEST', or 'GMT+1' where no locale has a name, at that instant. */
export function timeZoneAbbreviation(epochMs, timeZone) {
    const fixed = FIXED_ABBREVIATIONS[timeZone];
    if (fixed)
        return fixed;
    let fallback = '';
    for (const locale of ABBR_LOCALES) {
        const name = abbrFormatter(locale, timeZone)
            .formatToParts(epochMs)
            .find((part) => part.type === 'timeZoneName')?.value ?? '';
        if (name && !/^(GMT|UTC)[+-]/.test(name))
            return name;
        fallback ||= name;
    }
    return fallback || 'UTC';
}
/** True if `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone });
        return true;
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=time-zones.js.map