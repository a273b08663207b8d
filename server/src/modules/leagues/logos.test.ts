import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp } from '../../testing/app.js';
import { getLeagues, getTeams } from './league-data.js';
import { escapeXml, fallbackColours, leagueLogo, monogram, renderTeamLogo } from './logos.js';

// The logo routes read no database.
const app = createTestApp({} as Database);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: true,
});
type SvgDoc = { svg: { title: string; text: string | { '#text': string }; 'aria-label': string } };

function parseSvg(svg: string): SvgDoc['svg'] {
  expect(XMLValidator.validate(svg)).toBe(true);
  return (parser.parse(svg) as SvgDoc).svg;
}

describe('drawn logos', () => {
  it('are well-formed SVG for every team of every league and season', () => {
    for (const league of getLeagues()) {
      const teams = new Map(
        [undefined, ...league.seasons]
          .flatMap((season) => getTeams(league.id, season))
          .map((t) => [t.id, t]),
      );
      for (const team of teams.values()) {
        const svg = parseSvg(renderTeamLogo({ ...team, name: team.fullName, shape: 'shield' }));
        expect(svg.title).toBe(team.fullName);
      }
      expect(parseSvg(leagueLogo(league.id)).title).toBe(league.name);
    }
  });

  it('escape the text they carry', () => {
    const svg = renderTeamLogo({
      abbreviation: '',
      name: `Tom & Jerry's <script>alert("x")</script>`,
      slug: 'tom-and-jerry',
      primaryColor: '#000000"/><script>',
      secondaryColor: null,
      shape: 'roundel',
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain(
      'Tom &amp; Jerry&apos;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    // Read back, the text is what was given.
    const doc = parseSvg(svg);
    expect(doc.title).toBe(`Tom & Jerry's <script>alert("x")</script>`);
    expect(doc['aria-label']).toBe(`Tom & Jerry's <script>alert("x")</script>`);
    // The bad colour falls back to the palette for the slug.
    expect(svg).toContain(`fill="${fallbackColours('tom-and-jerry')[0]}"`);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('use the abbreviation as monogram, else initials', () => {
    expect(monogram('DAL', 'Dallas Cowboys')).toBe('DAL');
    expect(monogram('lafc', 'Los Angeles Football Club')).toBe('LAFC');
    expect(monogram('', 'Angel City FC')).toBe('ACF');
    expect(monogram('', '')).toBe('?');
  });

  it('give teams without colours a stable palette derived from the slug', () => {
    expect(fallbackColours('atlanta-united')).toEqual(fallbackColours('atlanta-united'));
    const spread = new Set(getTeams('MLS').map((t) => fallbackColours(t.slug)[0]));
    expect(spread.size).toBeGreaterThan(5);
  });
});

describe('GET /logos', () => {
  it('serves a team logo by league and slug as SVG with a long cache', async () => {
    const res = await app.request('/logos/nfl/dallas-cowboys.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=604800/);
    const doc = parseSvg(await res.text());
    expect(doc.title).toBe('Dallas Cowboys');
    expect(await (await app.request('/logos/NFL/DAL.svg')).text()).toContain('#002244');
  });

  it('serves league marks', async () => {
    for (const league of ['nfl', 'NBA', 'mlb', 'mls', 'nhl', 'nwsl', 'wnba']) {
      const res = await app.request(`/logos/leagues/${league}.svg`);
      expect(res.status, league).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(parseSvg(await res.text()).text).toMatchObject({ '#text': league.toUpperCase() });
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await app.request('/logos/mls/atlanta-united.svg');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/logos/mls/atlanta-united.svg', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown leagues, teams and file types', async () => {
    for (const path of [
      '/logos/nfl/nobody.svg',
      '/logos/xfl/dallas-cowboys.svg',
      '/logos/leagues/xfl.svg',
      '/logos/nfl/dallas-cowboys.png',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({
        status: 404,
        error: 'logo-not-found',
        message: 'Logo not found',
      });
    }
  });
});
