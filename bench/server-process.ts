// Starts bench/canned-server.ts as a child process and stops it again (its whole process group,
// since tsx runs the server in a second node process).
import { spawn } from 'node:child_process';
import { projectRoot, tsxCli } from './process.ts';

export interface CannedServer {
  baseUrl: string;
  stop(): void;
}

export function startCannedServer(args: string[]): Promise<CannedServer> {
  const child = spawn(process.execPath, [tsxCli, 'bench/canned-server.ts', ...args], { cwd: projectRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`canned server did not start within 60 s: ${output.slice(-300)}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ baseUrl: `http://127.0.0.1:${match[1]}`, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`canned server exited (${code}): ${output.slice(-300)}`));
    });
  });
}
