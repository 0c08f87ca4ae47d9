// relay-compiler require()s this file, so it stays CommonJS (the package has no "type").
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  artifactDirectory: './web/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};
