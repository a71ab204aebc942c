// Leaves `.build-stamp.json` (the hash of the build's inputs, scripts/lib/buildInputs.cjs) in the output
// folder after a production build without errors, so `npm start` knows whether dist/ is current. The hash
// is taken before the compilation starts: a file saved during the build makes the next start build again.
const { hashBuildInputs, writeStamp } = require('../lib/buildInputs.cjs');

class BuildStampPlugin {
  apply(compiler) {
    let hash = null;
    compiler.hooks.beforeRun.tap('BuildStampPlugin', () => {
      hash = hashBuildInputs().hash;
    });
    compiler.hooks.done.tap('BuildStampPlugin', (stats) => {
      if (hash && !stats.hasErrors()) writeStamp(compiler.outputPath, hash);
    });
  }
}

module.exports = { BuildStampPlugin };
