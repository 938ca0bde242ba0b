import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../client/components/dialog/dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          open
          title="Query Submitted"
          text="Team will get back to you shortly"
          returnFocusRef={opener}
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

describe('Dialog (the one site dialog)', () => {
  it('is a native modal dialog labelled by its title and described by its text, focus inside, and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Query Submitted' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Team will get back to you shortly',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the open attribute on the server only when asked (a no-JavaScript result), with a method="dialog" close button', () => {
    const shown = renderToString(
      <Dialog
        open
        serverOpen
        title="Failed!!!"
        text="Please check your details and try again"
        onClose={() => {}}
      />,
    );
    expect(shown).toMatch(/<dialog[^>]* open=""/);
    expect(shown).toMatch(/<form[^>]*method="dialog"/);
    // Not modal without JavaScript: this attribute is what lets Escape close it.
    expect(shown).toMatch(/<dialog[^>]* closedby="closerequest"/);
    const hidden = renderToString(<Dialog open title="Failed!!!" text="x" onClose={() => {}} />);
    expect(hidden).not.toMatch(/<dialog[^>]* open=""/);
  });
});
