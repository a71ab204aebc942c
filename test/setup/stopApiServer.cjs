module.exports = async function stopApiServer() {
  const child = globalThis.__API_SERVER__;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
};
