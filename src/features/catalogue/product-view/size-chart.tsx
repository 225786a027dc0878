import { useId, useRef } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { commandsDialogs } from '@/lib/first-use';
import { sizeChart, sizeGuide } from '@/config/shop-facts';
import { inches } from './inches';
import './size-chart.css';

/**
 * The "Size chart" button and its dialog: each size's chest and length in cm and inches, how to
 * measure, and the journal's sizing article when the shop names one. A native modal `<dialog>`:
 * the rest of the page is inert while it is open, Escape or Close shuts it and focus goes back to
 * the button. The button commands the dialog itself (`commandfor`), so it works before the app
 * has started; in a browser without that, the app opens and closes it.
 */
export function SizeChart() {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = () => {
    if (!commandsDialogs()) dialogRef.current?.showModal();
  };
  const close = () => {
    if (!commandsDialogs()) dialogRef.current?.close();
  };
  return (
    <>
      <button type="button" className="size-chart__open" commandfor={`${id}-dialog`} command="show-modal" onClick={open}>
        Size chart
      </button>
      <dialog ref={dialogRef} id={`${id}-dialog`} className="modal size-chart" aria-labelledby={`${id}-title`} closedby="any">
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            Size chart
          </h2>
          <button type="button" className="btn btn--secondary modal__close" commandfor={`${id}-dialog`} command="close" onClick={close}>
            Close
          </button>
        </div>
        <p className="size-chart__lead">Each tee measured flat, in centimetres and inches.</p>
        <table className="size-chart__table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Chest</th>
              <th scope="col">Length</th>
            </tr>
          </thead>
          <tbody>
            {sizeChart.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>
                  {row.chest} cm <span className="size-chart__inches">/ {inches(row.chest)} in</span>
                </td>
                <td>
                  {row.length} cm <span className="size-chart__inches">/ {inches(row.length)} in</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="size-chart__subtitle">How to measure</h3>
        <ul className="size-chart__how">
          <li>
            <strong>Chest:</strong> lay a tee that fits you well flat, measure straight across just below the sleeves, and
            double it. Or measure round the fullest part of your chest and add about 5 cm for room.
          </li>
          <li>
            <strong>Length:</strong> from the highest point of the shoulder, beside the collar, straight down to the hem.
          </li>
          <li>Between two sizes? Take the larger for a relaxed fit, the smaller for a closer one.</li>
        </ul>
        {sizeGuide && (
          <p className="size-chart__guide">
            More help: <Link to={paths.article(sizeGuide)}>how to find your T-shirt size</Link>
          </p>
        )}
      </dialog>
    </>
  );
}
