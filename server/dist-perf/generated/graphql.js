export {};
//# sourceMappingURL=graphql.js.map