export function apiError(c, status, error, message) {
    return c.json({ status, error, message }, status);
}
export const routeNotFound = (c) => apiError(c, 404, 'route-not-found', 'Route not found');
//# sourceMappingURL=errors.js.map