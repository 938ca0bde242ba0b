import { useState, type MouseEvent } from 'react';
import { HALLMARKS, type GoldEstimate } from '../../../shared/gold-value';
import { isKnownKarat, type KaratScore } from '../../../shared/karat';
import type { Rates } from '../../../shared/schemas/rates';
import { asOfText } from '../../content/rates';
import { formatRupees } from '../../lib/indian-digits';
import { estimateDeduction, estimatorText as text, purityOptions } from '../../content/value-estimator';
import { CalcField, CarriedFields, NumberInput, PuritySelect, useFormValues } from './calc-field';
import { ESTIMATOR_FIELDS, readEstimator, type EstimatorValues } from './calculator-inputs';
import { formatGrams, formatRange } from './format';
import { GOLD_FORM_ANCHOR, ESTIMATOR_ANCHOR, toolId, type GoldFormDetails } from './anchors';

/** The gold lead form's karat for a hallmark: its four karats, otherwise Other (0). */
function karatScoreOf(purity: string): KaratScore {
  const karat = HALLMARKS.find((hallmark) => String(hallmark.fineness) === purity)?.karat ?? 0;
  return isKnownKarat(karat) ? karat : 0;
}

export function ValueEstimator(props: {
  initialValues: EstimatorValues;
  sent: boolean;
  /** The other calculator's fields from the address (CarriedFields). */
  carried: Record<string, string>;
  rates: Rates | null;
  renderedAt: number | undefined;
  onSend: ((details: GoldFormDetails) => void) | undefined;
}) {
  const id = toolId(ESTIMATOR_ANCHOR);
  const [values, setValues] = useState(props.initialValues);
  const form = useFormValues(ESTIMATOR_FIELDS, setValues);
  const { estimate, problems } = readEstimator(values, props.rates?.gold, props.sent ? 'all' : form.checked);
  const details: GoldFormDetails | null = estimate
    ? { grams: estimate.netGrams.toFixed(2), karat: karatScoreOf(values.purity) }
    : null;
  // Without JavaScript the link opens the page again with the gold form filled in; with it, the
  // form is filled in place and takes the focus (the visitor still submits it).
  const sendHref = details
    ? `?${new URLSearchParams({ ...values, gold_grams: details.grams, karat_score: String(details.karat) })}#${GOLD_FORM_ANCHOR}`
    : undefined;
  const [handedOver, setHandedOver] = useState(false);
  const onSendClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!details || !props.onSend) return;
    event.preventDefault();
    setHandedOver(true);
    props.onSend(details);
  };

  return (
    <section className="calc-tool" id={ESTIMATOR_ANCHOR} aria-labelledby={id('heading')}>
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
          action={`#${ESTIMATOR_ANCHOR}`}
        >
          <CalcField
            id={id('grams')}
            label={text.fields.grams}
            hint={text.hints.grams}
            problem={problems.grams}
          >
            {(describedBy) => (
              <NumberInput
                id={id('grams')}
                name="grams"
                defaultValue={props.initialValues.grams}
                required
                describedBy={describedBy}
                invalid={Boolean(problems.grams)}
              />
            )}
          </CalcField>
          <CalcField
            id={id('stones')}
            label={text.fields.stones}
            hint={text.hints.stones}
            problem={problems.stones}
          >
            {(describedBy) => (
              <NumberInput
                id={id('stones')}
                name="stones"
                defaultValue={props.initialValues.stones}
                describedBy={describedBy}
                invalid={Boolean(problems.stones)}
              />
            )}
          </CalcField>
          <CalcField id={id('purity')} label={text.fields.purity} problem={problems.purity}>
            {(describedBy) => (
              <PuritySelect
                id={id('purity')}
                name="purity"
                defaultValue={props.initialValues.purity}
                describedBy={describedBy}
                invalid={Boolean(problems.purity)}
                placeholder={text.choose}
                options={purityOptions}
              />
            )}
          </CalcField>
          <CarriedFields values={props.carried} />
          <button type="submit" className="button button--dark calc-tool__submit">
            {text.submit}
          </button>
        </form>
        <EstimateLines
          estimate={estimate}
          rates={props.rates}
          renderedAt={props.renderedAt}
          unknownPurity={values.purity === 'unknown'}
        />
        <div className="calc-tool__send">
          {sendHref ? (
            <a className="button" href={sendHref} onClick={onSendClick}>
              {text.send}
            </a>
          ) : null}
          {/* Heard by screen readers as the focus moves to the form. */}
          <p role="status" className="calc-tool__sent">
            {handedOver ? text.sent : ''}
          </p>
        </div>
      </div>
    </section>
  );
}

function EstimateLines({
  estimate,
  rates,
  renderedAt,
  unknownPurity,
}: {
  estimate: GoldEstimate | null;
  rates: Rates | null;
  /** The server's clock when it rendered the page, as the ticker reads it: the same text hydrates. */
  renderedAt: number | undefined;
  unknownPurity: boolean;
}) {
  const rupees = estimate?.rupees ?? null;
  const dash = text.empty;
  const rupeeRange = (figure: { low: number; high: number } | undefined) =>
    figure ? formatRange(figure, formatRupees) : dash;
  const deduction =
    estimateDeduction.percent === 0
      ? estimateDeduction.noneText
      : rupees
        ? `− ${rupeeRange(rupees.deduction)} (${estimateDeduction.percent}%)`
        : dash;
  const rate = rates?.gold;
  const note = !rates ? text.noRate : !estimate ? text.waiting : text.indicative;
  return (
    <div className="calc-tool__result">
      <p className="calc-tool__rate">
        {rate
          ? text.rateLine(
              formatRupees(rate),
              rates?.fetchedAt === undefined ? '' : asOfText(rates.fetchedAt, renderedAt),
            )
          : dash}
      </p>
      <dl className="calc-lines">
        <div className="calc-lines__row">
          <dt>{text.lines.gross}</dt>
          <dd>{estimate ? formatGrams(estimate.grossGrams, 2) : dash}</dd>
        </div>
        <div className="calc-lines__row">
          <dt>{text.lines.stones}</dt>
          <dd>{estimate ? `− ${formatGrams(estimate.stoneGrams, 2)}` : dash}</dd>
        </div>
        <div className="calc-lines__row">
          <dt>{text.lines.net}</dt>
          <dd>{estimate ? formatGrams(estimate.netGrams, 2) : dash}</dd>
        </div>
        <div className="calc-lines__row">
          <dt>{text.lines.fine}</dt>
          <dd>{estimate ? formatRange(estimate.fineGrams, (grams) => formatGrams(grams, 3)) : dash}</dd>
        </div>
        <div className="calc-lines__row">
          <dt>{text.lines.value}</dt>
          <dd>{rupeeRange(rupees?.value)}</dd>
        </div>
        <div className="calc-lines__row">
          <dt>{estimateDeduction.label}</dt>
          <dd>{deduction}</dd>
        </div>
        <div className="calc-lines__row calc-lines__row--total">
          <dt>{text.lines.amount}</dt>
          <dd>
            <output>{rupeeRange(rupees?.amount)}</output>
          </dd>
        </div>
      </dl>
      <p className="calc-tool__note">{note}</p>
      {unknownPurity ? <p className="calc-tool__note">{text.unknownPurity}</p> : null}
    </div>
  );
}
