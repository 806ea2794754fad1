/** Takes the `//# sourceMappingURL=` comments out of the .js files under `dist`; how many changed. */
export function dropSourceMapComments(dist: string): number;
