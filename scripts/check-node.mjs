// Every npm script runs on the Node 24 binary pinned through the root devDependency "node".
// Anything else (a system Node 20 calling a script directly) fails loudly here.
if (!process.version.startsWith('v24')) {
  console.error(
    `Mercato needs Node 24 (found ${process.version}). Run it through npm scripts (npm start, npm test), ` +
      'which use the pinned "node" devDependency; if it is missing run "npm rebuild node".',
  );
  process.exit(1);
}
