import type { SandboxEnv } from '../../http/HandlerContext';

/** An uppercase code of `length` letters and digits (no 0/O/1/I), from the sandbox's randomness. */
export function randomCode(env: SandboxEnv, length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[Math.floor(env.random() * alphabet.length)];
  return code;
}
