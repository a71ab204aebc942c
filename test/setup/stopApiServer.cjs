module.exports = async function stopApiServer() {
  const child = globalThis.__API_SERVER__;
  // Gone already (it exited, or a signal stopped it): waiting for its exit would wait for ever.
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
};
