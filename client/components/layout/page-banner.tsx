import type { ReactNode } from 'react';

/** The dark band every page opens with: its one <h1>, under the transparent nav. */
export function PageBanner({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{heading}</h1>
        {children}
      </div>
    </div>
  );
}
