import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryPopup } from '../../client/features/enquiry-popup/enquiry-popup';
import { ENQUIRY_SEEN_KEY } from '../../shared/enquiry-sent-memory';
import { popup } from '../../client/content/contact-enquiry';
import { dialogs } from '../../client/content/dialogs';
import { API_PATHS } from '../../shared/api-paths';
import {
  browser,
  deferredResponse,
  headerOf,
  jsonResponse,
  renderWithApp,
  stubFetch,
  KEY,
} from './lead-harness';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// user-event waits on timers of its own, which the fake clock never runs; these interactions
// go through fireEvent instead, synchronously.
const setupUser = () => ({
  type: async (element: HTMLElement, text: string) => {
    fireEvent.change(element, { target: { value: text } });
  },
  selectOptions: async (element: HTMLElement, value: string) => {
    fireEvent.change(element, { target: { value } });
  },
  click: async (element: HTMLElement) => {
    fireEvent.click(element);
  },
});

/** Lets pending promises (the fetch, the JSON body) settle under fake timers. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function openPopup() {
  await act(async () => {
    vi.advanceTimersByTime(5000);
  });
  return screen.getByRole('dialog', { name: popup.heading });
}

async function fillPopup(user: ReturnType<typeof setupUser>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Full Name'), 'Asha Rao');
  await user.type(within(dialog).getByLabelText('Phone Number'), '9845012345');
  await user.selectOptions(within(dialog).getByLabelText('Service Required'), 'Sell gold');
}

describe('EnquiryPopup (home page)', () => {
  it('opens 5000 ms after load, not before', async () => {
    renderWithApp(<EnquiryPopup />);
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    const dialog = screen.getByRole('dialog', { name: popup.heading });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // Its select has an empty-value placeholder that can be chosen.
    const service = within(dialog).getByLabelText('Service Required') as HTMLSelectElement;
    expect(service.options[0]!.value).toBe('');
    expect(service.options[0]!.disabled).toBe(false);
  });

  it('closes with its labelled Close button and does not come back in this session', async () => {
    const user = setupUser();
    const first = renderWithApp(<EnquiryPopup />);
    const dialog = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(sessionStorage.getItem(ENQUIRY_SEEN_KEY)).toBe('1');
    first.unmount();
    renderWithApp(<EnquiryPopup />);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    renderWithApp(<EnquiryPopup />);
    const dialog = (await openPopup()) as HTMLDialogElement;
    fireEvent.keyDown(within(dialog).getByLabelText('Full Name'), { key: 'Escape' });
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem(ENQUIRY_SEEN_KEY)).toBe('1');
  });

  it('does not close when the backdrop (the dialog element itself) is clicked', async () => {
    const user = setupUser();
    renderWithApp(<EnquiryPopup />);
    const dialog = (await openPopup()) as HTMLDialogElement;
    await user.click(dialog);
    expect(dialog.open).toBe(true);
  });

  it('sets the busy flag while sending and re-enables it 100 ms after the outcome', async () => {
    const pending = deferredResponse();
    const { calls } = stubFetch(pending.promise);
    const user = setupUser();
    renderWithApp(<EnquiryPopup />);
    const dialog = await openPopup();
    await fillPopup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(calls[0]!.url).toBe(API_PATHS.contact);
    expect(headerOf(calls[0]!, 'Idempotency-Key')).toMatch(KEY);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      full_name: 'Asha Rao',
      phone_number: '9845012345',
      service_required: 'Sell gold',
      website: '',
    });

    await act(async () => {
      pending.resolve(jsonResponse(500));
    });
    await settle();
    const failed = screen.getByRole('dialog', { name: 'Failed!' });
    expect(within(failed).getByText('Please check your details and try again')).toBeTruthy();
    const button = within(dialog).getByRole('button', { name: 'Submitting...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(99);
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(within(dialog).getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
    // The pop-up stays, with what was typed.
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
  });

  it('after a 504 shows "Network Error" / "Please try again later"', async () => {
    stubFetch(jsonResponse(504));
    const user = setupUser();
    renderWithApp(<EnquiryPopup />);
    const dialog = await openPopup();
    await fillPopup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await settle();
    const network = screen.getByRole('dialog', { name: 'Network Error' });
    expect(within(network).getByText('Please try again later')).toBeTruthy();
  });

  it('offline, says the enquiry will go by itself; closed meanwhile, it goes once when the connection is back, and the pop-up stays closed', async () => {
    const { calls } = stubFetch(new TypeError('Failed to fetch'), jsonResponse(202, { status: 'queued' }));
    const user = setupUser();
    renderWithApp(<EnquiryPopup />);
    const dialog = (await openPopup()) as HTMLDialogElement;
    await fillPopup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await settle();
    const offline = screen.getByRole('dialog', { name: 'No Internet Connection' });
    expect(within(offline).getByText(dialogs.offline.text)).toBeTruthy();
    expect(offline.textContent).not.toMatch(/Failed/);
    await user.click(within(offline).getByRole('button', { name: 'OK' }));
    await settle();
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: /Close/ }));
    expect(dialog.open).toBe(false);
    // Waiting to be sent again, it is not handed to the page's form to be sent a second time.
    expect(sessionStorage.getItem('lead-draft:contact')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(calls).toHaveLength(2);
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    const success = screen.getByRole('dialog', { name: 'Query Submitted' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(10_000);
    });
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('lead-draft:contact')).toBeNull();
  });

  it('closed while sending, comes back filled in after its failure has been read', async () => {
    const pending = deferredResponse();
    stubFetch(pending.promise);
    const user = setupUser();
    renderWithApp(<EnquiryPopup />);
    const dialog = await openPopup();
    await fillPopup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.click(within(dialog).getByRole('button', { name: /Close/ }));
    await settle();
    expect(screen.queryByRole('dialog', { name: popup.heading })).toBeNull();

    pending.resolve(jsonResponse(500, {}));
    await settle();
    const failure = screen.getByRole('dialog', { name: 'Failed!' });
    expect(screen.queryByRole('dialog', { name: popup.heading })).toBeNull();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await settle();
    const again = screen.getByRole('dialog', { name: popup.heading });
    expect(within(again).getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
    expect(within(again).getByLabelText('Phone Number')).toHaveProperty('value', '9845012345');
  });

  it('on success closes itself, shows "Query Submitted" and never reopens', async () => {
    stubFetch(jsonResponse(200, { id: '1' }));
    const user = setupUser();
    renderWithApp(<EnquiryPopup />);
    const dialog = (await openPopup()) as HTMLDialogElement;
    await fillPopup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await settle();
    const success = screen.getByRole('dialog', { name: 'Query Submitted' });
    expect(within(success).getByText('Team will get back to you shortly')).toBeTruthy();
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem(ENQUIRY_SEEN_KEY)).toBe('1');
  });

  it('waits for another open dialog to close before opening', async () => {
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    renderWithApp(<EnquiryPopup />);
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByRole('dialog', { name: popup.heading })).toBeNull();
    other.remove();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('dialog', { name: popup.heading })).toBeTruthy();
  });

  describe('pressed, with a changed number, while its resend is on its way', () => {
    /** Sent with no connection, the connection back, the number changed and Submit pressed. */
    async function pressDuringResend(
      resend: Promise<Response>,
      ...later: Array<Promise<Response> | Response>
    ) {
      const { calls } = stubFetch(new TypeError('Failed to fetch'), resend, ...later);
      const user = setupUser();
      const view = renderWithApp(<EnquiryPopup />);
      const dialog = await openPopup();
      await fillPopup(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await settle();
      await user.click(
        within(screen.getByRole('dialog', { name: 'No Internet Connection' })).getByRole('button', {
          name: 'OK',
        }),
      );
      await settle();
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      await settle();
      expect(calls).toHaveLength(2);
      await user.type(within(dialog).getByLabelText('Phone Number'), '9845099999');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await settle();
      return { calls, view };
    }
    const phoneOf = (call: { init: RequestInit }) =>
      (JSON.parse(String(call.init.body)) as { phone_number: string }).phone_number;

    it('sends it, and not the entry it replaced, when the resend failed again and the connection came back within the release delay', async () => {
      let dropResend!: (error: Error) => void;
      const resend = new Promise<Response>((_resolve, reject) => (dropResend = reject));
      const { calls } = await pressDuringResend(resend, jsonResponse(202, { status: 'queued' }));
      browser.online = false;
      await act(async () => {
        dropResend(new TypeError('Failed to fetch'));
        await vi.advanceTimersByTimeAsync(50);
        window.dispatchEvent(new Event('online'));
      });
      await settle();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      // The number the visitor replaced is not tried a third time: they changed what they want sent.
      expect(calls.map(phoneOf)).toEqual(['9845012345', '9845012345', '9845099999']);
    });

    it("sends it even when the visitor leaves within the release delay of the resend's answer", async () => {
      const resend = deferredResponse();
      const { calls, view } = await pressDuringResend(resend.promise);
      await act(async () => {
        resend.resolve(jsonResponse(202, { status: 'queued' }));
        await vi.advanceTimersByTimeAsync(50);
      });
      view.unmount();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(calls.map(phoneOf)).toEqual(['9845012345', '9845012345', '9845099999']);
    });
  });
});
