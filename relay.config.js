// relay-compiler require()s this file, so it stays CommonJS (the package has no "type").
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  artifactDirectory: './web/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  // Operations are sent by id; the BFF reads this map and, in production, runs nothing else.
  persistConfig: { file: './persisted-operations.json', algorithm: 'SHA256' },
};
