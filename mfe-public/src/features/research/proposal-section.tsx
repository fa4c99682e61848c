import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { research as t } from '../../i18n/research.en';
import { lazyPage } from '../../lazy-page';
import p from '../../components/page.module.css';
import own from './proposal.module.css';

/** The form, in its own chunk: only a visitor who opens it downloads it. */
const proposalModal = lazyPage(() =>
  import(/* webpackChunkName: "proposal-modal" */ './proposal-modal').then((m) => m.ProposalModal),
);

/** SPEC's 'Collaborate with Us': the 'Submit Research Proposal' button opening the form in a dialog, and a link to /contact. */
export function ProposalSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className={`${p.section} ${p.card}`} aria-labelledby="collaborate-title">
      <h2 id="collaborate-title" className={p.cardTitle}>
        {t.collaborateTitle}
      </h2>
      <p className={p.cardText}>{t.collaborateText}</p>
      <div className={own.actions}>
        <button
          type="button"
          className={p.button}
          // Asked for on the pointer's approach, so the form is there by the click.
          onPointerEnter={() => void proposalModal.preload().catch(() => undefined)}
          onClick={() => setOpen(true)}
        >
          {t.submitProposal}
        </button>
        <Link className={p.link} to="/contact?subject=research">
          {t.contactUs}
        </Link>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <proposalModal.Component onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
