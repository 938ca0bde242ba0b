import { describe, expect, it } from 'vitest';
import { draftSent, isDraftOnItsWay, noteDraftSending } from '../../client/lib/draft-sendings';

// The pop-up's draft is handed to the page's form, and the pop-up opens again, only once no
// sending of it is on its way: otherwise an enquiry that may have reached us is offered to be
// sent again. Each test uses a draft name of its own (the notes are the module's).

/** Whether draftSent has resolved by the time the promises already settled have run. */
async function sentYet(form: string): Promise<boolean> {
  let sent = false;
  void draftSent(form).then(() => (sent = true));
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  return sent;
}

describe('drafts on their way', () => {
  it('a draft nobody sent is not waited for', async () => {
    expect(isDraftOnItsWay('never-sent')).toBe(false);
    expect(await sentYet('never-sent')).toBe(true);
  });

  it('a sending is waited for until its answer', async () => {
    const sending = noteDraftSending('answered');
    expect(isDraftOnItsWay('answered')).toBe(true);
    expect(await sentYet('answered')).toBe(false);
    sending.answered();
    expect(await sentYet('answered')).toBe(true);
    expect(isDraftOnItsWay('answered')).toBe(false);
  });

  it('Submit pressed while the entry is being sent again by itself (not taken) does not end the wait for that sending', async () => {
    const first = noteDraftSending('resending');
    // 'offline': no answer yet, the hook sends it again by itself. The visitor presses Submit
    // during that resend; the form takes no sending.
    noteDraftSending('resending').notTaken();
    expect(isDraftOnItsWay('resending')).toBe(true);
    expect(await sentYet('resending')).toBe(false);
    first.answered();
    expect(await sentYet('resending')).toBe(true);
  });

  it('a sending that replaced one waiting for the connection ends both with its answer', async () => {
    noteDraftSending('replaced');
    const second = noteDraftSending('replaced');
    expect(await sentYet('replaced')).toBe(false);
    second.answered();
    expect(await sentYet('replaced')).toBe(true);
    expect(isDraftOnItsWay('replaced')).toBe(false);
  });

  it('a wait that began before a new sending waits for that one too', async () => {
    const first = noteDraftSending('again');
    let sent = false;
    void draftSent('again').then(() => (sent = true));
    first.answered();
    const second = noteDraftSending('again');
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(sent).toBe(false);
    second.answered();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(sent).toBe(true);
  });
});
