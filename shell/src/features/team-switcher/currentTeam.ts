/**
 * After sign-in: the remembered team is restored when the user still belongs to
 * it; a remembered team that is gone is dropped and, like no memory at all, replaced by the first
 * team. Returns the team id to make current (null = none: the user has no teams).
 */
export function restoredTeamId(
  remembered: string | null,
  teamIds: readonly string[],
): string | null {
  if (remembered && teamIds.includes(remembered)) return remembered;
  return teamIds[0] ?? null;
}
