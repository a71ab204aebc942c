/**
 * A password for a command, never from its arguments (they show in `ps` and the shell's history):
 * STAFF_PASSWORD when set, else standard input: typed at a terminal without echo, or the first line
 * of what is piped in.
 */
export async function readPassword(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.STAFF_PASSWORD) return env.STAFF_PASSWORD;
  return process.stdin.isTTY ? promptHidden('Password (not shown): ') : firstLine(process.stdin);
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function promptHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003') return done(() => reject(new Error('Cancelled.')));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
