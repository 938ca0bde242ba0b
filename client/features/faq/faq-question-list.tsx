import type { FaqQuestion } from '../../content/faq';

/**
 * An accordion of native disclosure widgets: each question opens and closes on its own (the
 * original site's shared toggle of questions 18 and 19 is a defect we do not copy), with no JavaScript.
 */
export function FaqQuestionList({ questions }: { questions: FaqQuestion[] }) {
  return (
    <div className="faq-questions">
      {questions.map((item) => (
        <details key={item.id} id={item.id} className="faq-question">
          <summary className="faq-question__summary">{item.question}</summary>
          <p className="faq-question__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
