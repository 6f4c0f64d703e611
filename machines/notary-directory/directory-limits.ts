/**
 * The notary directory query's sorts and bounds without zod: the directory's page builds its
 * requests from them and renders before anything is checked, so zod (25 KB gzip) stays off `/notary`
 * (decision 104). directory.schema.ts, the ministry's parser, re-exports them and is built on them.
 */
export const directorySorts = ['alphabet', 'ministryRating', 'clientRating', 'distance'] as const;
export type DirectorySort = (typeof directorySorts)[number];

export const directoryLimits = { maxPageSize: 50, defaultPageSize: 20, maxPage: 1000, minName: 2 } as const;
