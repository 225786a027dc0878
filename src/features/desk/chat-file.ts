import { strFromU8, unzipSync } from 'fflate';

/** Larger than any chat export a phone makes of one shop's chats (text only). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The chat's text file in a WhatsApp export's .zip: `_chat.txt` (iPhone) or `WhatsApp Chat with ….txt` (Android). */
function isChatText(name: string): boolean {
  const base = name.split('/').at(-1) ?? name;
  return base === '_chat.txt' || /^WhatsApp Chat.*\.txt$/i.test(base);
}

/** The text of a chat export: a .txt as it is, a .zip's chat file; or what is wrong with the file. */
export function chatFileText(name: string, bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: string } {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, error: `${name} is larger than any chat export (over 50 MB).` };
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!zip) return { ok: true, text: strFromU8(bytes) };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => isChatText(file.name) });
  } catch {
    return { ok: false, error: `${name} is a damaged .zip file: export the chat again.` };
  }
  const chat = Object.values(files)[0];
  if (!chat) return { ok: false, error: `${name} holds no chat (no _chat.txt or “WhatsApp Chat with ….txt” in it).` };
  return { ok: true, text: strFromU8(chat) };
}
