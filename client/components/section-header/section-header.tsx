import './section-header.css';

/** A section's h2 with an optional intro line; `id` lets the section be labelled by it. */
export function SectionHeader({
  id,
  heading,
  intro,
  align = 'center',
}: {
  id: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'start';
}) {
  return (
    <div className={`section-header section-header--${align}`}>
      <h2 id={id} className="section-header__title">
        {heading}
      </h2>
      {intro ? <p className="section-header__intro">{intro}</p> : null}
    </div>
  );
}
