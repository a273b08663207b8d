/**
 * The start year of a season id: '2025-26' (NBA, NHL: a season across two years) -> 2025, '2025'
 * (the other leagues) -> 2025. Season ids are the server's canonical form; a single year always
 * names the season that starts in it.
 */
export function seasonStartYear(seasonId: string): number {
  return Number(seasonId.slice(0, 4));
}
