/**
 * Text as Japanese Excel saves a CSV (Shift_JIS, Windows-31J), for the reservation import's tests.
 * Node decodes Shift_JIS (full ICU) but has no encoder: this one is the decoder's table reversed,
 * built by decoding every one- and two-byte code.
 */
let table: Map<string, number[]> | null = null;

function encoderTable(): Map<string, number[]> {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const map = new Map<string, number[]>();
  const add = (bytes: number[]) => {
    try {
      const char = decoder.decode(Uint8Array.from(bytes));
      if ([...char].length === 1 && !map.has(char)) map.set(char, bytes);
    } catch {
      // Not a code of Shift_JIS.
    }
  };
  for (let byte = 0; byte < 0x100; byte++) add([byte]);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead >= 0xa0 && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) add([lead, trail]);
  }
  return map;
}

export function shiftJis(text: string): Buffer {
  table ??= encoderTable();
  const bytes: number[] = [];
  for (const char of text) {
    const code = table.get(char);
    if (!code) throw new Error(`${char} has no Shift_JIS code`);
    bytes.push(...code);
  }
  return Buffer.from(bytes);
}
