// A field people never see or fill (off-screen, not focusable). Form-filling bots do fill it.
// Its name looks worth filling to a bot and is not one of the wire fields.
export const HONEYPOT_FIELD = 'website';
