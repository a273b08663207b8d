import { isValidTimeZone } from '../leagues/time-zones.js';
/**
 * 'Sun, Sep 7, 1:00 PM CDT' in the venue's zone, or the venue's date with 'time TBD' when the
 * schedule has no kickoff time yet.
 */
export function formatKickoff(epochMs, gameDate, zone) {
    const timeZone = zone && isValidTimeZone(zone) ? zone : 'UTC';
    if (epochMs == null) {
        const day = new Intl.DateTimeFormat('en-US', {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            timeZone,
        }).format(gameDate);
        return `${day} (time TBD)`;
    }
    return new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
    }).format(new Date(epochMs));
}
//# sourceMappingURL=kickoff.js.map