/** The contract's error code of an API call's rejection ({ status, data: { code } }), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  const { code } = data as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}
