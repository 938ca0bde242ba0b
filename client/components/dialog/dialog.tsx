import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { dialogButtons } from '../../content/dialog-buttons';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** True when the server rendered this dialog open (a form sent without JavaScript). */
  serverOpen?: boolean;
  title: string;
  text: string;
  /** Called once the dialog has closed (its button, Escape, or `open` turning false). */
  onClose: () => void;
  /**
   * More words under the text, read with it as the dialog's description: the indicative value,
   * why a CV was refused. Without it, a screen reader heard the title and the text, then the
   * focused button, and never these.
   */
  details?: ReactNode;
  /** More content under the text that is not read as its description: the pop-up's form. */
  children?: ReactNode;
  /** Where focus goes when the dialog closes: the element that opened it, or the submit button. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Text of the closing button: 'OK' under a message, 'Close' for the pop-up. */
  closeLabel?: string;
  /** 'footer': a button under the content (result dialogs). 'corner': a Close button top right (the pop-up). */
  closePlacement?: 'footer' | 'corner';
  tone?: 'success' | 'error' | 'neutral';
  className?: string;
}

/**
 * The site's one dialog: a native <dialog> opened with showModal(), labelled by its title and
 * described by its text, closed by its button or Escape. Clicking the backdrop does nothing (a
 * native modal dialog never closes that way). The close buttons sit in `<form method="dialog">`,
 * so a dialog the server rendered open (a form sent without JavaScript) can be closed without
 * JavaScript too; once hydrated, the server-open dialog is re-opened as a modal.
 */
export function Dialog(props: DialogProps) {
  const {
    open,
    serverOpen: renderedByServer = false,
    title,
    text,
    onClose,
    details,
    children,
    returnFocusRef,
    closeLabel = dialogButtons.ok,
    closePlacement = 'footer',
    tone = 'neutral',
    className,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  // The `open` attribute only ever comes from the server render; after that the browser's
  // dialog methods own it (React never touches an attribute whose prop did not change).
  const [serverOpen] = useState(renderedByServer && open);
  const titleId = useId();
  const textId = useId();
  const detailsId = useId();
  const upgrading = useRef(false);
  /** What had the focus when the dialog opened: where the browser puts it back on close. */
  const opener = useRef<Element | null>(null);
  const closedBeforeHydration = useRef<boolean | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Rendered open by the server and already closed (its button, Escape) before the scripts
    // arrived: the visitor has read it, so it must not pop up again now. Decided once, on the
    // first run (a development double run must not see the dialog as merely closed).
    closedBeforeHydration.current ??= serverOpen && !dialog.open;
    if (open && closedBeforeHydration.current) {
      onCloseRef.current();
      return;
    }
    if (open) {
      if (!dialog.open) {
        opener.current = document.activeElement;
        openModal(dialog);
      } else if (!isModal(dialog)) {
        // Rendered open by the server: make it modal now that scripts run.
        upgrading.current = true;
        dialog.close();
        openModal(dialog);
        upgrading.current = false;
      }
    } else {
      closedBeforeHydration.current = false;
      if (dialog.open) dialog.close();
    }
  }, [open, serverOpen]);

  const handleClose = () => {
    const dialog = ref.current;
    // The close() that turns a server-open dialog modal also fires a 'close' event (at once in
    // some DOMs, queued in browsers, by which time the dialog is open again).
    if (upgrading.current || dialog?.open) return;
    onCloseRef.current();
    // Send the focus where returnFocusRef says, unless it already moved on (e.g. into a result
    // dialog opened on top). A browser closing a modal dialog puts the focus back on what had
    // it before; that is not "moved on", and must not win over a field the visitor has to fix.
    const active = document.activeElement;
    const focusIsLost = !active || active === document.body || (dialog !== null && dialog.contains(active));
    const restoredByBrowser = active !== null && active === opener.current;
    const target = returnFocusRef?.current;
    // Without scrolling: the visitor is where they were when the dialog opened, and the page's
    // content, focused after a pop-up that opened by itself, starts far above a reader at its foot.
    if ((focusIsLost || restoredByBrowser) && target && target.isConnected && target !== active)
      target.focus({ preventScroll: true });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here so every browser (and every test DOM) behaves the same.
    event.preventDefault();
    ref.current?.close();
  };

  const closeButton = (
    <form method="dialog" className={`site-dialog__close-form site-dialog__close-form--${closePlacement}`}>
      <button
        type="submit"
        className={closePlacement === 'corner' ? 'site-dialog__corner-close' : 'button button--dark'}
      >
        {closePlacement === 'corner' ? (
          <>
            <span aria-hidden="true" className="site-dialog__x">
              ×
            </span>
            {closeLabel}
          </>
        ) : (
          closeLabel
        )}
      </button>
    </form>
  );

  return (
    <dialog
      ref={ref}
      className={[
        'site-dialog',
        `site-dialog--${tone}`,
        closePlacement === 'corner' ? 'site-dialog--has-corner' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-describedby={details ? `${textId} ${detailsId}` : textId}
      open={serverOpen || undefined}
      // Escape closes a modal dialog by itself; one the server rendered open is not modal, and
      // without JavaScript only this attribute lets Escape close it.
      closedby="closerequest"
      onClose={handleClose}
      onKeyDown={handleKeyDown}
    >
      <div className="site-dialog__content">
        <h2 id={titleId} className="site-dialog__title">
          {title}
        </h2>
        <p id={textId} className="site-dialog__text">
          {text}
        </p>
        {details ? <div id={detailsId}>{details}</div> : null}
        {children}
        {closeButton}
      </div>
    </dialog>
  );
}

/**
 * Opens the dialog as a modal. One taller than the screen (large text on a phone) starts at its
 * title: the browser focuses the first control and scrolls down to it, which left the title and
 * the text above it out of view, and a visitor who saw a form or a button had to scroll up to
 * learn what the dialog was about. Tab goes on from the title to that control.
 */
function openModal(dialog: HTMLDialogElement) {
  showModal(dialog);
  const title = dialog.querySelector<HTMLElement>('.site-dialog__title');
  if (dialog.scrollTop === 0 || !title) return;
  // Focusable while open only: a dialog gives its opening focus to the first focusable element
  // in it, and a title that stayed focusable would take it from OK when this dialog opens again.
  title.tabIndex = -1;
  dialog.addEventListener('close', () => title.removeAttribute('tabindex'), { once: true });
  title.focus();
}

function showModal(dialog: HTMLDialogElement) {
  try {
    dialog.showModal();
  } catch {
    // Not connected or an old browser: the open attribute still shows it.
    dialog.setAttribute('open', '');
  }
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}
