import { useState } from 'react';
import type { Rates } from '../../../shared/schemas/rates';
import { formatRupees } from '../../lib/indian-digits';
import { estimatorText, purityOptions, releaseText as text } from '../../content/value-estimator';
import { CONTACT_RELEASE_HREF } from '../../content/contact-links';
import { CalcField, CarriedFields, NumberInput, PuritySelect, useFormValues } from './calc-field';
import { readRelease, RELEASE_FIELDS, type ReleaseValues } from './calculator-inputs';
import { formatRange, formatSignedRupees } from './format';
import { RELEASE_ANCHOR, toolId } from './anchors';
import { sitePath } from '../../lib/site-locale';

/** Pledged gold's worth at today's rate, less what the lender is owed: the cash left in hand. */
export function ReleaseCalculator(props: {
  initialValues: ReleaseValues;
  sent: boolean;
  /** The other calculator's fields from the address (CarriedFields). */
  carried: Record<string, string>;
  rates: Rates | null;
}) {
  const id = toolId(RELEASE_ANCHOR);
  const [values, setValues] = useState(props.initialValues);
  const form = useFormValues(RELEASE_FIELDS, setValues);
  const { estimate, unknownPurity, problems } = readRelease(
    values,
    props.rates?.gold,
    props.sent ? 'all' : form.checked,
  );
  const dash = estimatorText.empty;
  const cash = estimate?.cashInHand ?? null;
  const note = !props.rates
    ? estimatorText.noRate
    : !cash
      ? text.waiting
      : cash.high < 0
        ? text.negative(formatRupees(-cash.high))
        : cash.low < 0
          ? text.negativeRange
          : estimatorText.indicative;

  return (
    <section className="calc-tool" id={RELEASE_ANCHOR} aria-labelledby={id('heading')}>
      <h2 className="calc-tool__heading" id={id('heading')}>
        {text.heading}
      </h2>
      <p className="calc-tool__intro">{text.intro}</p>
      <div className="calc-tool__body">
        <form
          className="calc-tool__form"
          ref={form.ref}
          method="get"
          onChange={form.onChange}
          onSubmit={form.onSubmit}
          onBlur={form.onBlur}
          action={`#${RELEASE_ANCHOR}`}
        >
          <CalcField
            id={id('grams')}
            label={text.fields.grams}
            hint={text.hints.grams}
            problem={problems.pledged_grams}
          >
            {(describedBy) => (
              <NumberInput
                id={id('grams')}
                name="pledged_grams"
                defaultValue={props.initialValues.pledged_grams}
                required
                describedBy={describedBy}
                invalid={Boolean(problems.pledged_grams)}
              />
            )}
          </CalcField>
          <CalcField id={id('purity')} label={text.fields.purity} problem={problems.pledged_purity}>
            {(describedBy) => (
              <PuritySelect
                id={id('purity')}
                name="pledged_purity"
                defaultValue={props.initialValues.pledged_purity}
                describedBy={describedBy}
                invalid={Boolean(problems.pledged_purity)}
                placeholder={estimatorText.choose}
                options={purityOptions}
              />
            )}
          </CalcField>
          <CalcField id={id('owed')} label={text.fields.owed} hint={text.hints.owed} problem={problems.owed}>
            {(describedBy) => (
              <NumberInput
                id={id('owed')}
                name="owed"
                defaultValue={props.initialValues.owed}
                required
                describedBy={describedBy}
                invalid={Boolean(problems.owed)}
              />
            )}
          </CalcField>
          <CarriedFields values={props.carried} />
          <button type="submit" className="button button--dark calc-tool__submit">
            {text.submit}
          </button>
        </form>
        <div className="calc-tool__result">
          <dl className="calc-lines">
            <div className="calc-lines__row">
              <dt>{text.lines.gold}</dt>
              <dd>{estimate?.goldAmount ? formatRange(estimate.goldAmount, formatRupees) : dash}</dd>
            </div>
            <div className="calc-lines__row">
              <dt>{text.lines.owed}</dt>
              <dd>{estimate ? `− ${formatRupees(estimate.owed)}` : dash}</dd>
            </div>
            <div className="calc-lines__row calc-lines__row--total">
              <dt>{text.lines.cash}</dt>
              <dd>
                <output>{cash ? formatRange(cash, formatSignedRupees) : dash}</output>
              </dd>
            </div>
          </dl>
          <p className={`calc-tool__note${cash && cash.low < 0 ? ' calc-tool__note--warning' : ''}`}>
            {note}
          </p>
          {unknownPurity ? <p className="calc-tool__note">{estimatorText.unknownPurity}</p> : null}
        </div>
        <p className="calc-tool__send">
          <a className="button" href={sitePath(CONTACT_RELEASE_HREF)}>
            {text.contact}
          </a>
        </p>
      </div>
    </section>
  );
}
