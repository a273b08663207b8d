export function toPayload(row) {
    return {
        id: row.id,
        seq: row.seq,
        teamId: row.teamId,
        kind: row.kind,
        authorId: row.authorId,
        body: row.body,
        gameId: row.gameId,
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        deletedBy: row.deletedBy,
    };
}
//# sourceMappingURL=chat.events.js.map