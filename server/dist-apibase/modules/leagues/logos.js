import { LEAGUE_INFO } from './leagues.js';
export const LOGO_SHAPE = {
    NFL: 'shield',
    NHL: 'shield',
    MLS: 'shield',
    NWSL: 'shield',
    NBA: 'roundel',
    WNBA: 'roundel',
    MLB: 'roundel',
};
/** Pleasant colour pairs for teams the data has no colours for (MLS, NWSL, a few others). */
const FALLBACK_PALETTE = [
    ['#1D4E89', '#F2A541'],
    ['#0B6E4F', '#F4D35E'],
    ['#7B2D26', '#F0C808'],
    ['#3D348B', '#F7B801'],
    ['#00798C', '#EDAE49'],
    ['#B23A48', '#F6E7CB'],
    ['#2E4057', '#66A182'],
    ['#5C415D', '#F4B942'],
    ['#1B998B', '#2D3047'],
    ['#264653', '#E9C46A'],
    ['#9A031E', '#FB8B24'],
    ['#2B2D42', '#EF233C'],
];
const LEAGUE_COLOURS = {
    NFL: ['#13294B', '#C8102E'],
    NBA: ['#17408B', '#C9082A'],
    MLB: ['#0C2340', '#D22E1E'],
    MLS: ['#1F2A44', '#7CC4C4'],
    NHL: ['#111111', '#B8BEC3'],
    NWSL: ['#0C2340', '#00A3AD'],
    WNBA: ['#E35205', '#1F1F1F'],
};
/** Text for XML content and attribute values. */
export function escapeXml(value) {
    return value.replace(/[&<>"']/g, (ch) => ch === '&'
        ? '&amp;'
        : ch === '<'
            ? '&lt;'
            : ch === '>'
                ? '&gt;'
                : ch === '"'
                    ? '&quot;'
                    : '&apos;');
}
const HEX = /^#[0-9a-f]{6}$/i;
/** FNV-1a: a stable small hash, so a slug always gets the same fallback colours. */
function hash(value) {
    let h = 0x811c9dc5;
    for (let i = 0; i < value.length; i += 1) {
        h ^= value.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h;
}
export function fallbackColours(slug) {
    return FALLBACK_PALETTE[hash(slug) % FALLBACK_PALETTE.length] ?? ['#1D4E89', '#F2A541'];
}
/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex) {
    const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
}
/** The colour set of a mark: ground, outline and lettering that stay readable together. */
function palette(primary, secondary) {
    const text = contrast(primary, '#FFFFFF') >= contrast(primary, '#111111') ? '#FFFFFF' : '#111111';
    // A secondary colour too close to the ground would vanish as an outline.
    const outline = contrast(primary, secondary) >= 1.6 ? secondary : text;
    return { ground: primary, outline, text };
}
/** Up to four letters for a mark: the abbreviation, else the initials of the name. */
export function monogram(abbreviation, name) {
    const letters = abbreviation.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (letters)
        return letters.slice(0, 4);
    const initials = name
        .split(/\s+/)
        .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
        .join('')
        .toUpperCase();
    return initials.slice(0, 4) || '?';
}
const FONT = "'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif";
const fontSize = (letters) => [56, 56, 48, 34, 27][letters.length] ?? 27;
const SHIELD = 'M60 5 L109 19 V57 C109 86 89 105 60 115 C31 105 11 86 11 57 V19 Z';
const SHIELD_INNER = 'M60 14 L100 25.5 V57 C100 80.5 84 96.5 60 105.5 C36 96.5 20 80.5 20 57 V25.5 Z';
export function renderTeamLogo(input) {
    const [fallbackPrimary, fallbackSecondary] = fallbackColours(input.slug);
    const hasColours = input.primaryColor !== null && HEX.test(input.primaryColor);
    const primary = hasColours ? input.primaryColor : fallbackPrimary;
    const secondary = input.secondaryColor && HEX.test(input.secondaryColor)
        ? input.secondaryColor
        : hasColours
            ? '#FFFFFF'
            : fallbackSecondary;
    const { ground, outline, text } = palette(primary, secondary);
    const letters = monogram(input.abbreviation, input.name);
    const body = input.shape === 'shield'
        ? `<path d="${SHIELD}" fill="${ground}" stroke="${outline}" stroke-width="6" stroke-linejoin="round"/>` +
            `<path d="${SHIELD_INNER}" fill="none" stroke="${outline}" stroke-opacity="0.55" stroke-width="2"/>`
        : `<circle cx="60" cy="60" r="54" fill="${ground}" stroke="${outline}" stroke-width="6"/>` +
            `<circle cx="60" cy="60" r="44" fill="none" stroke="${outline}" stroke-opacity="0.55" stroke-width="2"/>`;
    const y = input.shape === 'shield' ? 58 : 60;
    return svg(input.name, body +
        `<text x="60" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(FONT)}" ` +
        `font-weight="800" font-size="${fontSize(letters)}" letter-spacing="1" fill="${text}">${escapeXml(letters)}</text>`);
}
export function teamLogo(team) {
    return renderTeamLogo({
        abbreviation: team.abbreviation,
        name: team.fullName,
        slug: team.slug,
        primaryColor: team.primaryColor,
        secondaryColor: team.secondaryColor,
        shape: LOGO_SHAPE[team.league],
    });
}
export function leagueLogo(league) {
    const [primary, secondary] = LEAGUE_COLOURS[league];
    const { ground, outline, text } = palette(primary, secondary);
    const letters = escapeXml(league);
    const size = league.length > 3 ? 26 : 34;
    return svg(LEAGUE_INFO[league].name, `<rect x="6" y="22" width="108" height="76" rx="18" fill="${ground}" stroke="${outline}" stroke-width="6"/>` +
        `<rect x="15" y="31" width="90" height="58" rx="11" fill="none" stroke="${outline}" stroke-opacity="0.55" stroke-width="2"/>` +
        `<text x="60" y="60" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(FONT)}" ` +
        `font-weight="800" font-size="${size}" letter-spacing="2" fill="${text}">${letters}</text>`);
}
function svg(title, content) {
    const label = escapeXml(title);
    return (`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${label}">` +
        `<title>${label}</title>${content}</svg>`);
}
//# sourceMappingURL=logos.js.map