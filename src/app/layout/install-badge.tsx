import { useId, useState, type MouseEvent } from 'react';
import { site } from '@/config/site';
import { siteImages } from '@/features/content';
import { commandsDialogs } from '@/lib/first-use';
import { takeInstallPrompt } from '../install-prompt';

/**
 * The footer's install badge (PRODUCT.md §7): the shop is an installable web app, so the badge
 * installs it. Where the browser offers its install prompt (Chromium), the badge opens that; where
 * it does not (Safari, Firefox, or the prompt already used), it opens a dialog saying how to add the
 * site to the home screen. The dialog opens by itself (`commandfor`), before the app runs too.
 */
export function InstallBadge() {
  const id = useId();
  const [installed, setInstalled] = useState(false);
  const { installBadge } = siteImages;

  function install(event: MouseEvent<HTMLButtonElement>) {
    const prompt = takeInstallPrompt();
    if (!prompt) {
      // No prompt to offer: the dialog opens (by the button's command, or here where there is none).
      if (!commandsDialogs()) (document.getElementById(`${id}-help`) as HTMLDialogElement | null)?.showModal();
      return;
    }
    event.preventDefault(); // the prompt instead of the instructions
    void prompt.prompt().then(() => prompt.userChoice).then(({ outcome }) => setInstalled(outcome === 'accepted'));
  }

  return (
    <>
      {/* Named by its label, not by its image: the name must not hang on a lazy image's state (a CI
          run's axe pass once found the button nameless while the page settled). */}
      <button type="button" className="install-badge" aria-label={`Install the ${site.name} app: add it to your home screen`} commandfor={`${id}-help`} command="show-modal" onClick={install}>
        <img src={installBadge.src} alt="" width={installBadge.width} height={installBadge.height} loading="lazy" />
      </button>
      <p className="site-footer__note" role="status">
        {installed ? `${site.name} is being added to your home screen.` : ''}
      </p>
      <dialog id={`${id}-help`} className="modal" aria-labelledby={`${id}-title`} closedby="any">
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            Install the app
          </h2>
          <button
            type="button"
            className="btn btn--outline modal__close"
            commandfor={`${id}-help`}
            command="close"
            onClick={(event) => {
              if (!commandsDialogs()) (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close();
            }}
          >
            Close
          </button>
        </div>
        <p>{site.name} is a web app: add it to your home screen and it opens full screen, like any app, and works without a connection. Nothing to download from an app store.</p>
        <ul>
          <li>
            <strong>Android (Chrome):</strong> the ⋮ menu, then “Install app” or “Add to Home screen”.
          </li>
          <li>
            <strong>iPhone or iPad (Safari):</strong> the Share button, then “Add to Home Screen”.
          </li>
          <li>
            <strong>Computer (Chrome or Edge):</strong> the install icon at the right of the address bar.
          </li>
        </ul>
      </dialog>
    </>
  );
}
