import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { chatFileText } from './chat-file';

const chat = '27/11/26, 10:15 am - Asha: hello';

describe('chat export files', () => {
  it('reads a .txt as it is', () => {
    expect(chatFileText('WhatsApp Chat with Asha.txt', strToU8(chat))).toEqual({ ok: true, text: chat });
  });

  it('reads the chat out of an iPhone’s or an Android’s .zip', () => {
    for (const name of ['_chat.txt', 'WhatsApp Chat with Asha.txt']) {
      const zip = zipSync({ [name]: strToU8(chat), 'IMG-0001.jpg': new Uint8Array([1, 2, 3]) });
      expect(chatFileText('chat.zip', zip)).toEqual({ ok: true, text: chat });
    }
  });

  it('says what is wrong with a .zip with no chat in it, or a damaged one', () => {
    expect(chatFileText('photos.zip', zipSync({ 'a.jpg': new Uint8Array([1]) }))).toEqual({ ok: false, error: 'photos.zip holds no chat (no _chat.txt or “WhatsApp Chat with ….txt” in it).' });
    expect(chatFileText('bad.zip', new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]))).toEqual({ ok: false, error: 'bad.zip is a damaged .zip file: export the chat again.' });
  });
});
