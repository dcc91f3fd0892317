/** An access token whose payload is `{ sub, exp }` (unsigned: the client only reads it, requirements §3). */
export function testToken(sub: string, expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp: expSeconds })}.signature`;
}
